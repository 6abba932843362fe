import fs from 'node:fs';
import sharp from 'sharp';
import { PRODUCT_MESSAGES as M, type ProductImage } from '../../../src/shared/contract/product';
import { photoJpeg, pngBomb } from '../../test/imageFixtures';
import { JPEG_HEAD, PNG } from '../../test/mediaFixtures';
import { freshProductTestSetup, image, type ProductTestSetup, validFields } from '../../test/productRequests';
import { type TestApp } from '../../test/testApp';

// Responsive product photos: what an upload turns into, and the pictures that are refused.

let t: TestApp;
let kit: ProductTestSetup['kit'];
let token: string;
freshProductTestSetup((setup) => ({ t, kit, token } = setup));

/** `"/uploads/a-320.avif 320w, …"` as `[url, width]` pairs. */
const entriesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return [url, Number(descriptor.replace(/w$/, ''))] as const;
  });

/** Every variant of the photo is a file of its type and width, served with its type. */
async function expectVariantFiles(photo: ProductImage, types: string[], widths: number[]) {
  expect(photo.sources?.map((source) => source.type)).toEqual(types);
  for (const source of photo.sources ?? []) {
    const entries = entriesOf(source.srcset);
    expect(entries.map(([, width]) => width)).toEqual(widths);
    for (const [url, width] of entries) {
      const meta = await sharp(kit.fileOf(url)).metadata();
      expect({ url, format: meta.format, width: meta.width }).toEqual({
        url,
        format: source.type === 'image/avif' ? 'heif' : 'webp',
        width,
      });
      expect(meta.height).toBe(Math.round((width * photo.height!) / photo.width!));
      const served = await t.api.get(url);
      expect(served.headers['content-type']).toBe(source.type);
    }
  }
}

describe('an uploaded photo', () => {
  it('is kept re-encoded without its EXIF, with AVIF and WebP variants at each standard width below its own', async () => {
    const res = await kit.post(token, validFields(), [image(await photoJpeg(2000, 1200), 'camera.jpg', 'image/jpeg')]);
    expect(res.status).toBe(201);
    const [photo] = res.body.data.images as ProductImage[];
    expect(photo).toMatchObject({
      imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.jpg$/),
      width: 2000,
      height: 1200,
    });
    await expectVariantFiles(photo, ['image/avif', 'image/webp'], [320, 640, 960, 1280]);

    const original = await sharp(kit.fileOf(photo.imageUrl)).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 2000, height: 1200 });
    expect(original.exif).toBeUndefined();
    expect(fs.readFileSync(kit.fileOf(photo.imageUrl)).includes('Leaky 3000')).toBe(false);
    // The record as stored is the record answered, and the list shows the same.
    expect((await t.store.catalogue.findProduct(res.body.data.id))!.images).toEqual([photo]);
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(res.body.data));
    expect(kit.staged()).toEqual([]);
  });

  it('is turned upright as the camera said, and never enlarged: a small photo gets its own width as the largest variant', async () => {
    const res = await kit.post(token, validFields(), [
      image(await photoJpeg(600, 400, { orientation: 6 }), 'turned.jpg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(201);
    const [photo] = res.body.data.images as ProductImage[];
    expect(photo).toMatchObject({ width: 400, height: 600 });
    await expectVariantFiles(photo, ['image/avif', 'image/webp'], [320, 400]);
    const stored = await sharp(kit.fileOf(photo.imageUrl)).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([400, 600, undefined]);
  });

  it('keeps a PNG as PNG, and a 1-pixel one gets 1-pixel variants', async () => {
    const res = await kit.post(token, validFields(), [image(PNG)]);
    const [photo] = res.body.data.images as ProductImage[];
    expect(photo.imageUrl).toMatch(/\.png$/);
    await expectVariantFiles(photo, ['image/avif', 'image/webp'], [1]);
  });
});

describe('pictures that are refused with 400, keeping nothing', () => {
  it('a decompression bomb: a small PNG that decodes to 400 megapixels', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await kit.post(token, validFields(), [image(PNG, 'fine.png'), image(bomb, 'bomb.png')]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      isSuccess: false,
      message: expect.any(String),
      errors: { Images: [M.imageTooManyPixels] },
    });
    expect(kit.newUploads()).toEqual([]);
    expect(kit.staged()).toEqual([]);
  });

  it('a file that starts like a JPEG and holds no picture', async () => {
    const res = await kit.post(token, validFields(), [image(JPEG_HEAD, 'fake.jpg', 'image/jpeg')]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Images: [M.imageUnreadable] });
    expect(kit.newUploads()).toEqual([]);
    expect(kit.staged()).toEqual([]);
  });

  it('a photo cut off halfway', async () => {
    const photo = await photoJpeg(800, 600);
    const res = await kit.post(token, validFields(), [
      image(photo.subarray(0, photo.length / 2), 'cut.jpg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Images: [M.imageUnreadable] });
    expect(kit.newUploads()).toEqual([]);
  });
});
