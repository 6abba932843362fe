import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Product } from '../../../src/shared/contract/product';
import { imageFileUrls } from '../../modules/catalogue/productMedia';
import { createTestApp } from '../../test/testApp';
import { SEED_UPLOADS_DIR } from '../site/uploads';
import { SEED_IMAGE_MANIFEST, type SeedImageManifest } from './seedImages';
import { readSeed } from '../../test/seed';

// The seed's photos ship with their variants (npm run seed:images), so a fresh install serves
// responsive photos without encoding anything at start.

const seed = readSeed<{ products: Array<{ id: number; images: Array<{ imageUrl: string }> }> }>();
const manifest = JSON.parse(fs.readFileSync(SEED_IMAGE_MANIFEST, 'utf8')) as SeedImageManifest;
const fileOf = (url: string) => path.join(SEED_UPLOADS_DIR, url.replace(/^\/uploads\//, ''));

it('describes every product photo of db.json, with variant files of the widths it names (run npm run seed:images when this fails)', async () => {
  const urls = [...new Set(seed.products.flatMap((product) => product.images.map((image) => image.imageUrl)))].sort();
  expect(Object.keys(manifest).sort()).toEqual(urls);
  for (const url of urls) {
    const entry = manifest[url];
    const photo = await sharp(fileOf(url)).metadata();
    expect([entry.width, entry.height]).toEqual([photo.width, photo.height]);
    for (const variantUrl of imageFileUrls({ imageUrl: url, ...entry }).slice(1)) {
      const width = Number(/-w(\d+)\.\w+$/.exec(variantUrl)?.[1]);
      expect({ variantUrl, width: (await sharp(fileOf(variantUrl)).metadata()).width }).toEqual({ variantUrl, width });
    }
  }
});

it('a fresh install lists the seed products with their photos’ sources, and serves the variants', async () => {
  const t = await createTestApp();
  try {
    const products = (await t.api.get('/api/Product')).body.data as Product[];
    const withPhotos = products.filter((product) => product.images.length > 0);
    expect(withPhotos.length).toBeGreaterThan(0);
    for (const product of withPhotos)
      for (const image of product.images)
        expect(image).toEqual({ imageUrl: image.imageUrl, ...manifest[image.imageUrl] });
    const [first] = withPhotos[0].images[0].sources!;
    expect(first.type).toBe('image/avif');
    const served = await t.api.get(first.srcset.split(' ')[0]);
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/avif']);
  } finally {
    await t.cleanup();
  }
});
