import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/testApp';
import { imagePreloadLink } from './productPageFacts';

const DARJEELING_AVIF =
  '/uploads/shop-darjeeling-hamper-w320.avif 320w, /uploads/shop-darjeeling-hamper-w400.avif 400w';
const SIZES = '(min-width: 992px) 600px, 100vw';

describe('imagePreloadLink', () => {
  it("preloads the AVIF variants with the page's sizes, so the browser fetches the file the <picture> will use", () => {
    const image = {
      imageUrl: '/uploads/a.webp',
      sources: [
        { type: 'image/webp' as const, srcset: '/uploads/a-w320.webp 320w' },
        { type: 'image/avif' as const, srcset: '/uploads/a-w320.avif 320w, /uploads/a-w640.avif 640w' },
      ],
    };
    expect(imagePreloadLink(image, SIZES)).toBe(
      '</uploads/a-w320.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="/uploads/a-w320.avif 320w, /uploads/a-w640.avif 640w"; imagesizes="(min-width: 992px) 600px, 100vw"; fetchpriority=high',
    );
  });

  it('preloads the one file of a photo stored before variants existed, and nothing it cannot quote safely', () => {
    expect(imagePreloadLink({ imageUrl: '/uploads/old.webp' }, SIZES)).toBe(
      '</uploads/old.webp>; rel=preload; as=image; fetchpriority=high',
    );
    expect(imagePreloadLink({ imageUrl: '/uploads/a b.webp' }, SIZES)).toBeUndefined();
    expect(
      imagePreloadLink(
        { imageUrl: '/x', sources: [{ type: 'image/avif', srcset: '/uploads/a.avif 1w, "/evil" 2w' }] },
        SIZES,
      ),
    ).toBeUndefined();
  });
});

describe("a product page's response preloads its main picture", () => {
  let t: TestApp;
  let dist: string;
  beforeEach(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'events-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en-IN"><head><title>Utsav Events</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ serveSite: true, config: { distDir: dist } });
  });
  afterEach(async () => {
    await t.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("on the spec's /item-desc2 and on /product/:slug, with the picture the product page shows first", async () => {
    for (const page of ['/item-desc2', '/item-desc2/', '/product/darjeeling-tea-hamper']) {
      const res = await t.api.get(page);
      expect(res.status).toBe(200);
      expect(res.headers.link).toBe(
        `</uploads/shop-darjeeling-hamper-w320.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="${DARJEELING_AVIF}"; imagesizes="${SIZES}"; fetchpriority=high`,
      );
    }
  });

  it('not for other pages; a product that is unknown or taken off sale answers 404', async () => {
    await t
      .direct()
      .updateTable('products')
      .set({ isActive: false })
      .where('slug', '=', 'darjeeling-tea-hamper')
      .execute();
    for (const [page, status] of [
      ['/product/darjeeling-tea-hamper', 404],
      ['/item-desc2', 404],
      ['/product/no-such-product', 404],
      ['/events', 200],
      ['/checkout', 200],
    ] as const) {
      const res = await t.api.get(page);
      expect([page, res.status]).toEqual([page, status]);
      expect(res.headers.link).toBeUndefined();
    }
    // A malformed address is refused before any lookup.
    const malformed = await t.api.get('/product/%E0%A4');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.link).toBeUndefined();
  });
});
