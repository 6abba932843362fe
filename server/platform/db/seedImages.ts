import fs from 'node:fs';
import path from 'node:path';
import type { ProductImage } from '../../../src/shared/contract/product';

// The seed's product photos ship with their responsive variants: made once by
// `npm run seed:images` (server/scripts/seedImages.ts) into server/platform/db/seed-uploads, and described
// in this manifest, so a first start only copies files and encodes nothing.

export const SEED_IMAGE_MANIFEST = path.join(__dirname, 'seed-image-variants.json');

export type SeedImageManifest = Record<string, Required<Omit<ProductImage, 'imageUrl'>>>;

let manifest: SeedImageManifest | undefined;
const loadManifest = (): SeedImageManifest =>
  (manifest ??= fs.existsSync(SEED_IMAGE_MANIFEST)
    ? (JSON.parse(fs.readFileSync(SEED_IMAGE_MANIFEST, 'utf8')) as SeedImageManifest)
    : {});

/**
 * A snapshot's image list with the variants of the seed's photos added (an image that already
 * describes itself, or that the manifest does not know, is kept as it is).
 */
export function withSeedVariants(images: unknown[]): unknown[] {
  const known = loadManifest();
  return images.map((image) => {
    if (!image || typeof image !== 'object') return image;
    const { imageUrl, sources } = image as Partial<ProductImage>;
    const variants = typeof imageUrl === 'string' && sources === undefined ? known[imageUrl] : undefined;
    return variants ? { ...image, ...variants } : image;
  });
}
