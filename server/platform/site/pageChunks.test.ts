import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { BUNDLE_STATS_FILE, pageChunkGroup, withPageFiles } from './pageChunks';
import { staticSite } from './static';

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><title>Utsav Events</title>' +
  '<script defer="defer" src="/assets/runtime.1111111111.js"></script><script defer="defer" src="/assets/main.2222222222.js"></script>' +
  '<link href="/assets/main.3333333333.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

const STATS = {
  entrypoints: { main: ['assets/runtime.1111111111.js', 'assets/main.3333333333.css', 'assets/main.2222222222.js'] },
  chunkGroups: {
    'page-checkout': ['assets/page-checkout.4444444444.js'],
    'page-wishlist': [
      'assets/main.3333333333.css',
      'assets/page-wishlist.5555555555.css',
      'assets/2082.6666666666.js',
      'assets/page-wishlist.7777777777.js',
    ],
  },
};

describe('pageChunkGroup', () => {
  it('names the chunk group of each page that has no snapshot, with its parameters and a trailing slash', () => {
    expect(pageChunkGroup('/checkout')).toBe('page-checkout');
    expect(pageChunkGroup('/checkout/')).toBe('page-checkout');
    expect(pageChunkGroup('/checkout/confirmation/UE-20251126-00001')).toBe('page-order-confirmation');
    expect(pageChunkGroup('/user/orders/UE-20251126-00001')).toBe('page-order-detail');
    expect(pageChunkGroup('/product/marigold-toran-garland')).toBe('page-product');
    expect(pageChunkGroup('/products/diwali')).toBe('page-products');
  });

  it('has none for unknown paths, deeper paths or the back office', () => {
    for (const pathname of ['/nowhere', '/product/a/b', '/checkout/confirmation', '/admin/dashboard', '/checkoutx']) {
      expect(pageChunkGroup(pathname)).toBeNull();
    }
  });
});

describe('withPageFiles', () => {
  it("defers the page chunk before the entry's last script, so it is installed when the router asks", () => {
    const html = withPageFiles(TEMPLATE, STATS, 'page-checkout');
    expect(html).toContain(
      '<script defer="defer" src="/assets/runtime.1111111111.js"></script><script defer="defer" src="/assets/page-checkout.4444444444.js"></script><script defer="defer" src="/assets/main.2222222222.js"></script>',
    );
  });

  it("links the page's own stylesheets and leaves out what the entry already has", () => {
    const html = withPageFiles(TEMPLATE, STATS, 'page-wishlist');
    expect(html).toContain(
      '<script defer="defer" src="/assets/2082.6666666666.js"></script><script defer="defer" src="/assets/page-wishlist.7777777777.js"></script><script defer="defer" src="/assets/main.2222222222.js">',
    );
    expect(html).toContain('<link href="/assets/page-wishlist.5555555555.css" rel="stylesheet"></head>');
    expect(html.match(/main\.3333333333\.css/g)).toHaveLength(1);
  });

  it('changes nothing for a group the build does not have, or a template without the entry script', () => {
    expect(withPageFiles(TEMPLATE, STATS, 'page-gone')).toBe(TEMPLATE);
    const other = TEMPLATE.replace('main.2222222222.js', 'main.9999999999.js');
    expect(withPageFiles(other, STATS, 'page-checkout')).toBe(other);
  });
});

describe('serving a page without a snapshot', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'events-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, BUNDLE_STATS_FILE), JSON.stringify(STATS));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sends /checkout index.html naming its chunk, the same bytes each time, and other routes the bare index.html', async () => {
    const app = express().use(staticSite(dist, { prerenderedPages: true }));
    const first = await request(app).get('/checkout');
    expect(first.status).toBe(200);
    expect(first.text).toContain('src="/assets/page-checkout.4444444444.js"');
    const again = await request(app).get('/checkout').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect((await request(app).get('/login')).text).toBe(TEMPLATE);
  });

  it("answers the route table's paths with the app (a former admin path too), any other with 404 and the app", async () => {
    const app = express().use(staticSite(dist, { prerenderedPages: true }));
    for (const pathname of ['/admin/master/category', '/admin/events/new', '/booking/manage/abc', '/admin']) {
      expect((await request(app).get(pathname)).status).toBe(200);
    }
    for (const pathname of ['/admin/nowhere', '/nowhere', '/product/a/b']) {
      const res = await request(app).get(pathname);
      expect([res.status, res.headers.location]).toEqual([404, undefined]);
      // The app (its catch-all shows the not-found page), marked for robots before any script runs.
      expect(res.text).toContain('<meta name="robots" content="noindex"></head>');
      expect(res.text).toContain('src="/assets/main.');
    }
    // An unknown product filter shows the whole catalogue, as the app does.
    const filter = await request(app).get('/products/nope');
    expect([filter.status, filter.headers.location]).toEqual([302, '/products']);
  });

  it('answers 404 for an address the database says names nothing, and sends the Link of one it knows', async () => {
    const app = express().use(
      staticSite(dist, {
        prerenderedPages: true,
        pageFacts: async (pathname) =>
          pathname === '/product/gone' ? { missing: true } : { link: '</uploads/a.avif>; rel=preload; as=image' },
      }),
    );
    const gone = await request(app).get('/product/gone');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('content="noindex"');
    const known = await request(app).get('/product/here');
    expect([known.status, known.headers.link]).toEqual([200, '</uploads/a.avif>; rel=preload; as=image']);
  });

  it('is not fooled into serving the build summary itself', async () => {
    const app = express().use(staticSite(dist, { prerenderedPages: true }));
    expect((await request(app).get(`/${BUNDLE_STATS_FILE}`)).status).toBe(404);
  });
});
