import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { PRODUCT_MESSAGES as M } from '../../../src/shared/contract/product';
import { MKV_HEAD, MP4_HEAD, PNG, SVG, TEXT, WEBM_HEAD, WEBP, pngOfSize } from '../../test/mediaFixtures';
import { freshProductTestSetup, image, type ProductTestSetup, validFields, video } from '../../test/productRequests';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let kit: ProductTestSetup['kit'];
let token: string;
freshProductTestSetup((setup) => ({ t, kit, token } = setup));

const expectNoNewFiles = () => {
  expect(kit.newUploads()).toEqual([]);
  expect(kit.staged()).toEqual([]);
};

describe('upload types are checked by content', () => {
  it('refuses a text file named .png, whatever its Content-Type says', async () => {
    const res = await kit.post(token, validFields(), [image(PNG), image(TEXT, 'innocent.png', 'image/png')]);
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ Images: [M.imageType] });
    expectNoNewFiles();
  });

  it('refuses SVG images, even declared as PNG', async () => {
    for (const [filename, contentType] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await kit.post(token, validFields(), [image(SVG, filename, contentType)]);
      expect(res.status).toBe(415);
      expectNoNewFiles();
    }
  });

  it('refuses an empty file', async () => {
    const res = await kit.post(token, validFields(), [image(Buffer.alloc(0), 'empty.png')]);
    expect(res.status).toBe(415);
    expectNoNewFiles();
  });

  it('accepts MP4 and WebM videos and refuses an image or Matroska sent as a video', async () => {
    const ok = await kit.post(token, validFields(), [video(MP4_HEAD), video(WEBM_HEAD, 'clip.webm', 'video/webm')]);
    expect(ok.status).toBe(201);
    expect(ok.body.data.videos.map((v: { videoUrl: string }) => v.videoUrl.split('.').pop())).toEqual(['mp4', 'webm']);

    for (const content of [PNG, MKV_HEAD]) {
      const res = await kit.post(token, validFields({ SKU: '' }), [video(content, 'clip.mp4', 'video/mp4')]);
      expect(res.status).toBe(415);
      expect(res.body.errors).toEqual({ Videos: [M.videoType] });
    }
    expect(kit.newUploads()).toHaveLength(2);
    expect(kit.staged()).toEqual([]);
  });

  it('refuses files under any other field name', async () => {
    const res = await kit.post(token, validFields(), [
      { field: 'Avatar', content: PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    expect(res.status).toBe(400);
    expectNoNewFiles();
  });
});

describe('upload limits answer 413 and keep nothing', () => {
  it('refuses an image over 5 MB, keeping none of the request files', async () => {
    const res = await kit.post(token, validFields(), [
      image(PNG, 'small.png'),
      image(pngOfSize(5 * 1024 * 1024 + 1), 'big.png'),
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ Images: [M.imageTooLarge] });
    expectNoNewFiles();
  });

  it('accepts an image of exactly 5 MB', async () => {
    const res = await kit.post(token, validFields(), [image(pngOfSize(5 * 1024 * 1024))]);
    expect(res.status).toBe(201);
    // Stored re-encoded: the padding after the picture is not kept.
    expect(res.body.data.images[0]).toMatchObject({ width: 1, height: 1 });
    expect(fs.statSync(kit.fileOf(res.body.data.images[0].imageUrl)).size).toBeLessThan(1024);
  });

  it('refuses more than 10 images or more than 3 videos', async () => {
    const images = Array.from({ length: 11 }, (_, i) => image(PNG, `p${i}.png`));
    const tooManyImages = await kit.post(token, validFields(), images);
    expect(tooManyImages.status).toBe(413);
    expect(tooManyImages.body.errors).toEqual({ Images: [M.tooManyImages] });
    expectNoNewFiles();

    const videos = Array.from({ length: 4 }, (_, i) => video(MP4_HEAD, `v${i}.mp4`));
    const tooManyVideos = await kit.post(token, validFields(), videos);
    expect(tooManyVideos.status).toBe(413);
    expect(tooManyVideos.body.errors).toEqual({ Videos: [M.tooManyVideos] });
    expectNoNewFiles();

    const tenImages = await kit.post(token, validFields(), images.slice(0, 10));
    expect(tenImages.status).toBe(201);
    expect(tenImages.body.data.images).toHaveLength(10);
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(tenImages.body.data));
  });

  it('leaves no file behind when the data check fails after the upload was read', async () => {
    const res = await kit.post(token, validFields({ SKU: 'GIFT-HAMPER-01', MainImageIndex: '0' }), [
      image(PNG),
      video(MP4_HEAD),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors.SKU).toEqual([M.skuTaken]);
    expectNoNewFiles();
  });

  it('leaves no file behind when the database refuses the write', async () => {
    // The product and its variants are written in one transaction.
    const insert = jest.spyOn(t.context.store, 'transaction').mockRejectedValueOnce(new Error('disk full'));
    const res = await kit.post(token, validFields(), [image(PNG)]);
    expect(res.status).toBe(500);
    expectNoNewFiles();
    insert.mockRestore();
  });

  it("clears staging leftovers of an earlier crash when the app starts, but not another server's upload under way", async () => {
    const stale = `${t.config.uploadsDir}/.incoming/left-over.part`;
    const fresh = `${t.config.uploadsDir}/.incoming/arriving-now.part`;
    fs.writeFileSync(stale, 'half a file');
    fs.writeFileSync(fresh, 'a file on its way');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    const restarted = await createTestApp({ config: { ...t.config } });
    expect(kit.staged()).toEqual(['arriving-now.part']);
    await restarted.cleanup();
    fs.rmSync(fresh);
  });
});

describe('PUT /api/Product/{id}', () => {
  const create = async () =>
    (
      await kit.post(token, validFields({ MainImageIndex: '1' }), [
        image(PNG),
        image(WEBP, 'b.webp', 'image/webp'),
        video(MP4_HEAD),
      ])
    ).body.data;

  it('keeps the existing files when no new ones are sent', async () => {
    const product = await create();
    const res = await kit.put(
      token,
      product.id,
      validFields({ Name: 'Marigold Garland (large)', SalePrice: undefined, MainImageIndex: '1' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Marigold Garland (large)',
      salePrice: null,
      images: product.images,
      videos: product.videos,
      mainImageIndex: 1,
    });
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(product));
    for (const url of [...product.images.map((i: { imageUrl: string }) => i.imageUrl), product.videos[0].videoUrl]) {
      expect(fs.existsSync(kit.fileOf(url))).toBe(true);
    }
  });

  it('replaces the images with new ones and deletes the old files, keeping the videos', async () => {
    const product = await create();
    const res = await kit.put(token, product.id, validFields({ MainImageIndex: '0' }), [
      image(WEBP, 'new.webp', 'image/webp'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.images).toHaveLength(1);
    expect(res.body.data.images[0].imageUrl).not.toEqual(product.images[0].imageUrl);
    expect(res.body.data.videos).toEqual(product.videos);
    for (const old of product.images) expect(fs.existsSync(kit.fileOf(old.imageUrl))).toBe(false);
    expect(fs.existsSync(kit.fileOf(res.body.data.images[0].imageUrl))).toBe(true);
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(res.body.data));
  });

  it('checks the main image against the images the product will have', async () => {
    const product = await create();
    const res = await kit.put(token, product.id, validFields({ MainImageIndex: '2' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.MainImageIndex).toEqual([M.mainImage]);
  });

  it('keeps the old files and drops the new ones when the update is refused', async () => {
    const product = await create();
    const res = await kit.put(token, product.id, validFields({ Price: '-1' }), [image(PNG)]);
    expect(res.status).toBe(400);
    expect(kit.newUploads().sort()).toEqual(kit.filesOf(product));
    expect(kit.staged()).toEqual([]);
    expect(fs.existsSync(kit.fileOf(product.images[0].imageUrl))).toBe(true);
  });

  it('lets a product keep its own SKU and answers 404 before reading files for an unknown product', async () => {
    const product = await create();
    expect((await kit.put(token, product.id, validFields())).status).toBe(200);
    const missing = await kit.put(token, 9999, validFields(), [image(PNG)]);
    expect(missing.status).toBe(404);
    expect(kit.staged()).toEqual([]);
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves no staged file behind', async () => {
    const server = t.app.listen(0);
    const { port } = server.address() as AddressInfo;
    const boundary = 'x-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Name"\r\n\r\nHalf\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="Images"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    let stagedWhileUploading: string[] = [];
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        method: 'POST',
        path: '/api/Product',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + 2_000_000),
        },
      });
      req.on('error', () => resolve());
      req.write(Buffer.concat([head, pngOfSize(500_000)]), () => {
        // Let the server stage part of the file, then hang up.
        setTimeout(() => {
          stagedWhileUploading = kit.staged();
          req.destroy();
          resolve();
        }, 200);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.close();
    expect(stagedWhileUploading).toHaveLength(1);
    expectNoNewFiles();
  });
});
