import { useState, type ImgHTMLAttributes } from 'react';
import type { ProductImage } from '@/shared/contract/product';
import { IMAGE_NOT_FOUND } from '@/shared/ui/ImageWithFallback';
import { imageLoading, type ImagePriority } from '@/shared/ui/imagePriority';
import '../../../shared/ui/styles/ui.scss';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'
> {
  /** A product photo as the API gives it (`images[n]` of a Product). */
  image: ProductImage;
  alt: string;
  /** How wide the picture is shown, for the browser's choice among the variants: `"(min-width: 992px) 25vw, 50vw"`. */
  sizes: string;
  /**
   * `true` (or `'main'`): the page's main picture, fetched first (eager, high priority);
   * `'above-fold'`: eager; otherwise lazy. Default: lazy.
   */
  priority?: boolean | ImagePriority;
  /** Used for records without their own size (photos stored before variants existed), to keep the layout from jumping. */
  fallbackWidth?: number;
  fallbackHeight?: number;
  /** Class of the `<picture>` element (`className` goes to the `<img>`). */
  pictureClassName?: string;
}

/**
 * A product photo as `<picture>`: AVIF and WebP `<source>`s with their srcsets, then the original
 * as `<img>` with its width and height (no layout shift) and `decoding="async"`. A photo that
 * fails to load becomes the grey "Image Not Found" placeholder (spec: Error catalogue), as ImageWithFallback.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  fallbackWidth,
  fallbackHeight,
  pictureClassName,
  className,
  style,
  ...rest
}: ResponsiveImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const width = image.width ?? fallbackWidth;
  const height = image.height ?? fallbackHeight;
  if (failedUrl === image.imageUrl) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (${IMAGE_NOT_FOUND})` : IMAGE_NOT_FOUND}
        className={`image-fallback ${className ?? ''}`}
        style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined, ...style }}
      >
        <span aria-hidden="true">{IMAGE_NOT_FOUND}</span>
      </div>
    );
  }
  const loading = imageLoading(priority === true ? 'main' : priority === false ? 'below-fold' : priority);
  return (
    <picture className={pictureClassName}>
      {(image.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.imageUrl}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={style}
        onError={() => setFailedUrl(image.imageUrl)}
        {...loading}
        decoding="async"
        {...rest}
      />
    </picture>
  );
}
