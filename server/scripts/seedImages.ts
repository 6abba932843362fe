import fs from 'node:fs';
import path from 'node:path';
import { SEED_IMAGE_MANIFEST, type SeedImageManifest } from '../platform/db/seedImages';
import { describeShippedImage } from '../modules/catalogue/imageVariants';
import { UPLOADS_URL_PREFIX } from '../modules/catalogue/productMedia';
import { SEED_UPLOADS_DIR } from '../platform/site/uploads';

// npm run seed:images: makes the AVIF and WebP variants of every product photo db.json names
// (files in server/platform/db/seed-uploads) and writes their manifest. Run it after adding or changing a
// seed photo and commit the result; server/platform/db/seedImages.test.ts fails while one is missing.

const VARIANT_NAME = /-w\d+\.(avif|webp)$/;

async function main() {
  const seed = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'db.json'), 'utf8')) as {
    products?: Array<{ images?: Array<{ imageUrl?: string }> }>;
  };
  const urls = new Set(
    (seed.products ?? []).flatMap((product) => (product.images ?? []).map((image) => image.imageUrl ?? '')),
  );
  // Variants of photos the seed no longer names go (they are regenerated below otherwise).
  for (const name of fs.readdirSync(SEED_UPLOADS_DIR))
    if (VARIANT_NAME.test(name)) fs.rmSync(path.join(SEED_UPLOADS_DIR, name));
  const manifest: SeedImageManifest = {};
  for (const url of [...urls].sort()) {
    const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
    const file = path.join(SEED_UPLOADS_DIR, name);
    if (!name || !fs.existsSync(file)) {
      console.warn(`skipped ${url}: not a file in ${SEED_UPLOADS_DIR}`);
      continue;
    }
    const { image } = await describeShippedImage(file, SEED_UPLOADS_DIR, path.parse(name).name, UPLOADS_URL_PREFIX);
    manifest[url] = { width: image.width!, height: image.height!, sources: image.sources! };
  }
  fs.writeFileSync(SEED_IMAGE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${Object.keys(manifest).length} seed photos described in ${path.relative(process.cwd(), SEED_IMAGE_MANIFEST)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
