import fs from 'node:fs';
import { PRODUCT_MESSAGES as M, type Product, type ProductImage } from '../../../src/shared/contract/product';
import { imageFileUrls } from './productMedia';
import { placeOrder } from '../../test/orderFixtures';
import { MP4_HEAD, PNG, WEBM_HEAD, WEBP } from '../../test/mediaFixtures';
import { freshProductTestSetup, image, type ProductTestSetup, validFields, video } from '../../test/productRequests';
import { type TestApp } from '../../test/testApp';

// An edit keeps, reorders and removes the product's current images and videos
// (`KeepImages`, `KeepVideos`) and appends new files after them.

let t: TestApp;
let kit: ProductTestSetup['kit'];
let token: string;
freshProductTestSetup((setup) => ({ t, kit, token } = setup));

const urlsOf = (product: Pick<Product, 'images'>) => product.images.map((photo) => photo.imageUrl);
const exists = (url: string) => fs.existsSync(kit.fileOf(url));

/** A product with three photos (a, b, c; the main one is a) and two videos. */
async function create(): Promise<Product> {
  const res = await kit.post(token, validFields({ MainImageIndex: '0' }), [
    image(PNG, 'a.png'),
    image(WEBP, 'b.webp', 'image/webp'),
    image(PNG, 'c.png'),
    video(MP4_HEAD),
    video(WEBM_HEAD, 'clip.webm', 'video/webm'),
  ]);
  expect(res.status).toBe(201);
  return res.body.data as Product;
}

describe('PUT /api/Product/{id} with KeepImages and KeepVideos', () => {
  it('keeps the named images in the new order, appends a new one, and deletes the removed files with their variants', async () => {
    const product = await create();
    const [a, b, c] = product.images;
    const [mp4, webm] = product.videos;
    const res = await kit.put(
      token,
      product.id,
      // a, still the main image, is now second.
      validFields({
        MainImageIndex: '1',
        KeepImages: JSON.stringify([c.imageUrl, a.imageUrl]),
        KeepVideos: JSON.stringify([webm.videoUrl]),
      }),
      [image(WEBP, 'new.webp', 'image/webp')],
    );
    expect(res.status).toBe(200);
    const updated = res.body.data as Product;
    expect(updated.images.slice(0, 2)).toEqual([c, a]);
    expect(updated.images).toHaveLength(3);
    expect(urlsOf(product)).not.toContain(updated.images[2].imageUrl);
    expect(updated.mainImageIndex).toBe(1);
    expect(updated.videos).toEqual([webm]);
    expect((await t.store.catalogue.findProduct(product.id))!.images).toEqual(updated.images);

    // b and its AVIF/WebP variants are gone, as is the MP4; everything the product has is on disk.
    for (const url of [...imageFileUrls(b), mp4.videoUrl]) expect(exists(url)).toBe(false);
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(updated));
    expect(kit.staged()).toEqual([]);
  });

  it('an empty list removes them all, and new files still come after the kept ones', async () => {
    const product = await create();
    const removed = await kit.put(token, product.id, validFields({ KeepImages: '[]', KeepVideos: '[]' }));
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ images: [], videos: [], mainImageIndex: 0 });
    expect(kit.newUploads()).toEqual([]);

    const added = await kit.put(token, product.id, validFields({ KeepImages: '[]' }), [
      image(PNG, 'one.png'),
      image(WEBP, 'two.webp', 'image/webp'),
    ]);
    expect(added.status).toBe(200);
    expect(added.body.data.images).toHaveLength(2);
    const kept = await kit.put(
      token,
      product.id,
      validFields({ KeepImages: JSON.stringify(urlsOf(added.body.data).reverse()) }),
      [image(PNG, 'three.png')],
    );
    expect(urlsOf(kept.body.data).slice(0, 2)).toEqual(urlsOf(added.body.data).reverse());
    expect(kept.body.data.images).toHaveLength(3);
  });

  it("keeps a removed photo's file while an order still shows it", async () => {
    const product = await create();
    await placeOrder(t, null, { items: [{ productId: product.id, quantity: 1 }] });
    const [a, b, c] = product.images;
    const res = await kit.put(token, product.id, validFields({ KeepImages: JSON.stringify([b.imageUrl, c.imageUrl]) }));
    expect(res.status).toBe(200);
    expect(res.body.data.images).toEqual([b, c]);
    // The order's line shows a (the main image when it was placed): its file stays.
    expect(exists(a.imageUrl)).toBe(true);
  });

  it('without the fields an edit behaves as before: no files keep them all, new images replace them all', async () => {
    const product = await create();
    const same = await kit.put(token, product.id, validFields());
    expect(same.body.data).toMatchObject({ images: product.images, videos: product.videos });

    const replaced = await kit.put(token, product.id, validFields(), [image(WEBP, 'new.webp', 'image/webp')]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.images).toHaveLength(1);
    expect(urlsOf(product)).not.toContain(replaced.body.data.images[0].imageUrl);
    expect(replaced.body.data.videos).toEqual(product.videos);
    for (const old of product.images) expect(exists(old.imageUrl)).toBe(false);
  });
});

describe('KeepImages and KeepVideos that are refused with 400, changing nothing', () => {
  const refused = (field: 'KeepImages' | 'KeepVideos') => {
    const message = field === 'KeepImages' ? M.keepImages : M.keepVideos;
    return { isSuccess: false, message: expect.any(String), errors: { [field]: [message] } };
  };

  /** The product as created, and no files but its own and `others`'. */
  async function expectUnchanged(product: Product, ...others: Product[]) {
    const stored = (await t.store.catalogue.findProduct(product.id))!;
    expect({ version: stored.version, images: stored.images, videos: stored.videos }).toEqual({
      version: product.version,
      images: product.images,
      videos: product.videos,
    });
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(product, ...others));
    expect(kit.staged()).toEqual([]);
  }

  it("a URL that is not one of the product's own: another product's, a seed file, or made up", async () => {
    const product = await create();
    const other = (await kit.post(token, validFields({ SKU: 'OTHER-1' }), [image(PNG, 'other.png')])).body
      .data as Product;
    const seedImage = (await t.store.catalogue.findProduct(101))!.images[0] as ProductImage;
    for (const foreign of [
      other.images[0].imageUrl,
      seedImage.imageUrl,
      '/uploads/nothing-here.png',
      '../../etc/passwd',
    ]) {
      const res = await kit.put(
        token,
        product.id,
        validFields({ KeepImages: JSON.stringify([product.images[0].imageUrl, foreign]) }),
        [image(PNG)],
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused('KeepImages'));
    }
    const video = await kit.put(
      token,
      product.id,
      validFields({ KeepVideos: JSON.stringify([product.images[0].imageUrl]) }),
    );
    expect(video.body).toEqual(refused('KeepVideos'));
    await expectUnchanged(product, other);
  });

  it('malformed JSON, not a list of texts, or a URL twice', async () => {
    const product = await create();
    const first = product.images[0].imageUrl;
    for (const raw of ['[', '{"url": 1}', '"/uploads/a.png"', '[1, 2]', JSON.stringify([first, first])]) {
      const res = await kit.put(token, product.id, validFields({ KeepImages: raw }), [image(PNG)]);
      expect({ raw, status: res.status, body: res.body }).toEqual({ raw, status: 400, body: refused('KeepImages') });
    }
    const res = await kit.put(token, product.id, validFields({ KeepVideos: 'videos please' }));
    expect(res.body).toEqual(refused('KeepVideos'));
    await expectUnchanged(product);
  });

  it('more than 10 images or 3 videos with the kept ones, and a main image past the end of the combined list', async () => {
    const product = await create();
    const keepAll = JSON.stringify(urlsOf(product));
    const eight = Array.from({ length: 8 }, (_, i) => image(PNG, `p${i}.png`));
    const images = await kit.put(token, product.id, validFields({ KeepImages: keepAll }), eight);
    expect(images.status).toBe(400);
    expect(images.body.errors).toEqual({ Images: [M.tooManyImages] });
    const videos = await kit.put(
      token,
      product.id,
      validFields({ KeepVideos: JSON.stringify(product.videos.map((v) => v.videoUrl)) }),
      [video(MP4_HEAD), video(MP4_HEAD)],
    );
    expect(videos.body.errors).toEqual({ Videos: [M.tooManyVideos] });
    const main = await kit.put(
      token,
      product.id,
      validFields({ KeepImages: JSON.stringify([product.images[1].imageUrl]), MainImageIndex: '2' }),
      [image(PNG)],
    );
    expect(main.body.errors).toEqual({ MainImageIndex: [M.mainImage] });
    await expectUnchanged(product);

    // Three kept and seven new make ten: allowed.
    const ten = await kit.put(
      token,
      product.id,
      validFields({ KeepImages: keepAll, MainImageIndex: '9' }),
      eight.slice(0, 7),
    );
    expect(ten.status).toBe(200);
    expect(ten.body.data.images).toHaveLength(10);
  });
});
