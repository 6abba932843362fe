import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_URL_PLACEHOLDER } from '../../../src/shared/config/publicUrl';
import { createTestApp, type TestApp } from '../../test/testApp';

const PUBLIC_URL = 'https://www.utsavevents.example';
const TEMPLATE = `<!doctype html><html lang="en-IN"><head><meta name="public-url" content="${PUBLIC_URL_PLACEHOLDER}"><title>Utsav Events</title></head><body><div id="root"></div></body></html>`;
const SNAPSHOT =
  `<!doctype html><html><head><meta name="public-url" content="${PUBLIC_URL_PLACEHOLDER}"><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/events">` +
  `<script type="application/ld+json">{"item":"${PUBLIC_URL_PLACEHOLDER}/events"}</script></head><body><div id="prerendered" inert><h1>Events</h1></div><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
beforeEach(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'events-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'events.html'), SNAPSHOT);
  t = await createTestApp({
    serveSite: true,
    config: { distDir: dist, publicUrl: PUBLIC_URL, prerenderedPages: true },
  });
});
afterEach(async () => {
  await t.cleanup();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages carry the PUBLIC_URL, whatever Host the request named', () => {
  it('fills it into the snapshot and into index.html', async () => {
    const events = await t.api.get('/events').set('Host', 'evil.example:8080');
    expect(events.status).toBe(200);
    expect(events.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/events">`);
    expect(events.text).toContain(`{"item":"${PUBLIC_URL}/events"}`);
    expect(events.text).not.toContain(PUBLIC_URL_PLACEHOLDER);
    const checkout = await t.api.get('/checkout');
    expect(checkout.text).toContain(`<meta name="public-url" content="${PUBLIC_URL}">`);
    // Asked for by file name, the same.
    expect((await t.api.get('/index.html')).text).toBe(checkout.text);
  });

  it('sends pages compressed, uncached, with an ETag a revalidation answers 304 to', async () => {
    const events = await t.api.get('/events').set('Accept-Encoding', 'br');
    expect(events.headers['content-encoding']).toBe('br');
    expect(events.headers['cache-control']).toBe('no-cache');
    expect(events.text).toContain(`${PUBLIC_URL}/events`);
    const again = await t.api.get('/events').set('If-None-Match', events.headers.etag);
    expect(again.status).toBe(304);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the app (its not-found page) and noindex; the app’s routes answer 200', async () => {
    for (const pathname of ['/nowhere', '/events/2025', '/admin/unknown', '/user/settings', '/product/no-such-slug']) {
      const res = await t.api.get(pathname);
      expect([pathname, res.status, res.headers.location]).toEqual([pathname, 404, undefined]);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
    expect((await t.api.get('/products/not-a-filter')).headers.location).toBe('/products');
    for (const pathname of [
      '/',
      '/events',
      '/events/',
      '/products/art',
      '/checkout/confirmation/ORD-1',
      '/admin/master/category',
      '/admin',
      '/reset-password',
      '/product/assam-masala-chai-hamper',
    ]) {
      expect([pathname, (await t.api.get(pathname)).status]).toEqual([pathname, 200]);
    }
  });

  it('OPTIONS and other methods outside the API never get a page: 204 / 405 with Allow, 404 for a missing file', async () => {
    const options = await t.api.options('/events');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(options.text).toBe('');
    const post = await t.api.post('/contact-us').send({});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(post.body).toMatchObject({ isSuccess: false });
    const missing = await t.api.get('/assets/nothing.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ isSuccess: false });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows all but the private areas and names the sitemap on PUBLIC_URL', async () => {
    const res = await t.api.get('/robots.txt').set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /user',
        'Disallow: /checkout',
        'Disallow: /api',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('sitemap.xml lists every public page, product page and filter with a lastmod, nothing private', async () => {
    const res = await t.api.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const entries = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
      ([, loc, lastmod]) => ({ loc, lastmod }),
    );
    const locs = entries.map((entry) => entry.loc);
    for (const route of [
      '/',
      '/products',
      '/products/art',
      '/products/jaipur-artisans',
      '/events',
      '/blogs',
      '/contact-us',
      '/our-story',
      '/online-booking',
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${route}`);
    }
    // Each active product's own page; an inactive one is not listed.
    expect(locs).toContain(`${PUBLIC_URL}/product/event-art-print`);
    expect(locs).toContain(`${PUBLIC_URL}/product/workshop-series-2025-t-shirt`);
    expect(locs).not.toContain(`${PUBLIC_URL}/product/brass-diya-set`);
    // Canonical addresses only: the /item-desc aliases name the tea hampers' own pages.
    expect(locs.filter((loc) => new URL(loc).pathname.startsWith('/item-desc'))).toEqual([]);
    expect(locs).toContain(`${PUBLIC_URL}/product/darjeeling-tea-hamper`);
    expect(locs.filter((loc) => /\/(admin|user|checkout|api)(\/|$)/.test(new URL(loc).pathname))).toEqual([]);
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.lastmod)))).toBe(true);
    // Every published event's and post's own page, and no other.
    const events = (await t.api.get('/api/events')).body.data as Array<{ slug: string }>;
    const posts = (await t.api.get('/api/blog-posts')).body.data as Array<{ slug: string }>;
    expect(locs.filter((loc) => /^\/(events|blogs)\/./.test(new URL(loc).pathname)).sort()).toEqual(
      [
        ...events.map((event) => `${PUBLIC_URL}/events/${event.slug}`),
        ...posts.map((post) => `${PUBLIC_URL}/blogs/${post.slug}`),
      ].sort(),
    );
  });
});

describe('API answers are no-store and carry no ETag', () => {
  it('so a conditional request never gets a 304', async () => {
    const res = await t.api.get('/api/Category/all-flat');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const again = await t.api.get('/api/Category/all-flat').set('If-None-Match', 'W/"anything"');
    expect(again.status).toBe(200);
  });

  it('a version ETag (a product) is for If-Match only: If-None-Match with it still gets the product, not a 304', async () => {
    const first = await t.api.get('/api/Product/101');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeDefined();
    const again = await t.api.get('/api/Product/101').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(101);
  });
});
