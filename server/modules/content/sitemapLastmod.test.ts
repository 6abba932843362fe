import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_CHANGES } from '../../../src/app/routeTable/pageChanges';
import { istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';
import { SITEMAP_PATHS } from './seo.routes';

const PUBLIC_URL = 'https://www.utsavevents.example';
/** Pages that list staff content; every other page of the sitemap shows only its own. */
const LISTING = ['/', '/events', '/blogs'];
const isListing = (route: string) => LISTING.includes(route) || route === '/products' || route.startsWith('/products/');

let t: TestApp;
let dist: string;
let admin: { Authorization: string };
beforeEach(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'events-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({ serveSite: true, config: { distDir: dist, publicUrl: PUBLIC_URL } });
});
afterEach(async () => {
  await t.cleanup();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The test's clock to an instant (it only moves forward). */
const moveClockTo = (ms: number) => t.clock.advance(ms - t.clock.now());

/** After every recorded page change (so the data's changes are the latest), with the admin logged in then. */
async function laterWithAdmin() {
  moveClockTo(Date.parse('2027-01-05T06:00:00Z'));
  admin = { Authorization: `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}` };
}
const iso = () => new Date(t.clock.now()).toISOString();

/** Each URL's path and lastmod as /sitemap.xml lists them. */
async function lastmods(): Promise<Map<string, string | undefined>> {
  const res = await t.api.get('/sitemap.xml');
  expect(res.status).toBe(200);
  return new Map(
    [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
      ([, loc, lastmod]) => [new URL(loc!).pathname, lastmod],
    ),
  );
}

describe("sitemap.xml: each page's lastmod is its real last change", () => {
  it('records the day its content last changed for every page of the sitemap, and for no other', () => {
    expect(Object.keys(PAGE_CHANGES).sort()).toEqual([...SITEMAP_PATHS].sort());
  });

  it('gives a page of fixed text the day its content changed, never the build time', async () => {
    const built = new Date('2026-11-27T10:00:00Z');
    fs.utimesSync(path.join(dist, 'index.html'), built, built);
    const pages = await lastmods();
    for (const route of SITEMAP_PATHS.filter((r) => !isListing(r)))
      expect([route, pages.get(route)]).toEqual([route, PAGE_CHANGES[route]!.changed]);
    expect([...pages.values()]).not.toContain(built.toISOString());
    expect(new Set(pages.values()).size).toBeGreaterThan(3);
    expect([...pages.values()].every((lastmod) => lastmod && !Number.isNaN(Date.parse(lastmod)))).toBe(true);
  });

  it("moves /events' lastmod when staff edit an event, and when an event becomes past; the other pages stay", async () => {
    await laterWithAdmin();
    const before = await lastmods();
    expect(before.get('/events')).toBe(PAGE_CHANGES['/events']!.changed);

    const { id, slug } = (await t.api.get('/api/admin/events?q=sufi').set(admin)).body.data[0];
    await t.api.patch(`/api/admin/events/${id}`).set(admin).send({ published: true }).expect(200);
    const edited = await lastmods();
    expect(edited.get('/events')).toBe(iso());
    // The list and the event's own page.
    expect([...edited].filter(([route, lastmod]) => lastmod !== before.get(route)).map(([route]) => route)).toEqual([
      '/events',
      `/events/${slug}`,
    ]);
    expect(edited.get(`/events/${slug}`)).toBe(iso());

    // A new event on 10 February: at midnight in Delhi after it, the page lists it as past.
    const event = {
      title: 'Sitemap Test Workshop',
      type: 'Workshop',
      date: '2027-02-10',
      description: 'A workshop the sitemap test makes.',
      price: 800,
      originalPrice: 1000,
      published: true,
    };
    await t.api.post('/api/admin/events').set(admin).send(event).expect(201);
    const created = iso();
    moveClockTo(istDayStart('2027-02-11') - 1);
    expect((await lastmods()).get('/events')).toBe(created);
    moveClockTo(istDayStart('2027-02-11'));
    expect((await lastmods()).get('/events')).toBe(new Date(istDayStart('2027-02-11')).toISOString());
  });

  it('follows the hero slides on the home page and the posts on /blogs, deletions included', async () => {
    await laterWithAdmin();
    expect((await lastmods()).get('/')).toBe(PAGE_CHANGES['/']!.changed);
    await t.api.patch('/api/admin/banners/2').set(admin).send({ active: false }).expect(200);
    const hidden = iso();
    expect((await lastmods()).get('/')).toBe(hidden);

    t.clock.advance(60_000);
    const post = (await t.api.get('/api/blog-posts')).body.data[0];
    await t.api.delete(`/api/admin/blog-posts/${post.id}`).set(admin).expect(200);
    const pages = await lastmods();
    expect([pages.get('/blogs'), pages.get('/')]).toEqual([iso(), hidden]);
  });

  it('gives the product listings the catalogue’s last change (a deletion too), and a product page its own', async () => {
    await laterWithAdmin();
    const created = await t.api
      .post('/api/Product')
      .set(admin)
      .field('Name', 'Brass Diya')
      .field('Description', 'A hand-made brass diya for the festive table.')
      .field('Price', '499')
      .field('StockQuantity', '5')
      .field('SKU', 'DECOR-DIYA-SEO')
      .field('CategoryId', '3')
      .field('IsActive', 'true');
    expect(created.status).toBe(201);
    const product = created.body.data as { id: number; slug: string; updatedAt: string };
    const pages = await lastmods();
    expect(pages.get('/products')).toBe(new Date(product.updatedAt).toISOString());
    expect(pages.get('/products/art')).toBe(pages.get('/products'));
    expect(pages.get(`/product/${product.slug}`)).toBe(pages.get('/products'));

    t.clock.advance(60_000);
    await t.api.delete(`/api/Product/${product.id}`).set(admin).expect(200);
    expect((await lastmods()).get('/products')).toBe(iso());
  });
});
