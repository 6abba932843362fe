import type { ProductImage } from '@/shared/contract/product';

export interface ZoomSource {
  type: string;
  url: string;
  width: number;
}

/**
 * The largest variant of each format of a photo (AVIF, WebP, as the record lists them): what the
 * zoom shows. A record without variants has none; the zoom then shows its original (`imageUrl`).
 */
export function largestVariants(image: ProductImage): ZoomSource[] {
  return (image.sources ?? []).flatMap((source) => {
    const widest = source.srcset
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .filter(([url, descriptor]) => Boolean(url) && /^\d+w$/.test(descriptor ?? ''))
      .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor, 10) }))
      .reduce<{ url: string; width: number } | undefined>(
        (best, candidate) => (!best || candidate.width > best.width ? candidate : best),
        undefined,
      );
    return widest ? [{ type: source.type, ...widest }] : [];
  });
}
