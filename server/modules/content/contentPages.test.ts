import { freshAppServingSite, readPage } from '../../test/renderedPages';
import { DEMO, type TestApp } from '../../test/testApp';

const SITE = 'http://localhost:3000';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read back as a crawler would: any shape
type JsonLd = Record<string, any>;

/** Every published event's and post's own page as served: its head, JSON-LD and article in the HTML. */
describe("the server renders each event's and post's page from the database", () => {
  let t: TestApp;
  freshAppServingSite((app) => {
    t = app;
  });

  it('walks every published event: title, canonical, Event JSON-LD with IST times and place, the article', async () => {
    const events = (await t.api.get('/api/events')).body.data as Array<{
      slug: string;
      title: string;
      isPast: boolean;
    }>;
    expect(events.length).toBeGreaterThan(5);
    for (const event of events) {
      const res = await t.api.get(`/events/${event.slug}`);
      expect([event.slug, res.status]).toEqual([event.slug, 200]);
      const page = readPage(res.text);
      expect(page.title).toBe(`${event.title} | Utsav Events`);
      expect(page.canonical).toBe(`${SITE}/events/${event.slug}`);
      const data = page.jsonLd.find((block) => block['@type'] === 'Event') as JsonLd;
      expect(data.name).toBe(event.title);
      expect(data.startDate).toMatch(/^\d{4}-\d\d-\d\d(T\d\d:\d\d:00\+05:30)?$/);
      expect(data.location['@type']).toBe('Place');
      expect(page.jsonLd.map((block) => block['@type'])).toContain('BreadcrumbList');
      expect(page.main?.querySelector('h1')?.textContent).toBe(event.title);
      // Register only while the event is ahead.
      expect([event.slug, page.main?.querySelector('a[href="/online-consultation"]') !== null]).toEqual([
        event.slug,
        !event.isPast,
      ]);
    }
  });

  it('walks every published post: BlogPosting with author and publisher, article markup', async () => {
    const posts = (await t.api.get('/api/blog-posts')).body.data as Array<{ slug: string; title: string }>;
    expect(posts.length).toBeGreaterThan(2);
    for (const post of posts) {
      const res = await t.api.get(`/blogs/${post.slug}`);
      expect([post.slug, res.status]).toEqual([post.slug, 200]);
      const page = readPage(res.text);
      expect(page.og('type')).toBe('article');
      const data = page.jsonLd.find((block) => block['@type'] === 'BlogPosting') as JsonLd;
      expect(data).toMatchObject({ headline: post.title, url: `${SITE}/blogs/${post.slug}` });
      expect(data.publisher.logo.url).toBe(`${SITE}/assets/share-card.0123456789.jpg`);
      expect(page.main?.querySelector('h1')?.textContent).toBe(post.title);
    }
  });

  it("a staff member's save shows on the page at once; unpublished, the page answers 404", async () => {
    const admin = (await t.login(DEMO.admin)).tokens.accessToken;
    const list = await t.api.get('/api/admin/events?limit=1').set('Authorization', `Bearer ${admin}`);
    const { id, isPast: _isPast, createdAt: _created, updatedAt: _updated, ...event } = list.body.data[0];
    expect((await t.api.get(`/events/${event.slug}`)).status).toBe(200);
    const renamed = await t.api
      .put(`/api/admin/events/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ ...event, title: `${event.title} Live` });
    expect(renamed.status).toBe(200);
    const slug = renamed.body.data.slug as string;
    expect(readPage((await t.api.get(`/events/${slug}`)).text).main?.querySelector('h1')?.textContent).toBe(
      `${event.title} Live`,
    );
    await t.api.patch(`/api/admin/events/${id}`).set('Authorization', `Bearer ${admin}`).send({ published: false });
    const hidden = await t.api.get(`/events/${slug}`);
    expect(hidden.status).toBe(404);
    expect(readPage(hidden.text).robots).toBe('noindex');
  });

  it("the home page shows the first active hero slide in the HTML and preloads its pictures, by the slide's own media queries", async () => {
    const home = await t.api.get('/');
    const hero = readPage(home.text).main?.querySelector('.hero-carousel img');
    expect(hero?.getAttribute('src')).toBe('/uploads/content-hero-weddings-desktop.svg');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(home.text).not.toContain('hero-slide__placeholder');
    const link = home.headers.link;
    expect(link).toBe(
      '</uploads/content-hero-weddings-mobile.svg>; rel=preload; as=image; media="(max-width: 767.98px)"; fetchpriority=high, ' +
        '</uploads/content-hero-weddings-desktop.svg>; rel=preload; as=image; media="(min-width: 768px)"; fetchpriority=high',
    );
    // Staff hide the first slide: the next one is preloaded.
    await t.direct().updateTable('banners').set({ active: false }).where('id', '=', 1).execute();
    const next = await t.api.get('/');
    expect(next.headers.link).toContain('</uploads/content-hero-corporate-mobile.svg>');
    expect(readPage(next.text).main?.querySelector('.hero-carousel img')?.getAttribute('src')).toBe(
      '/uploads/content-hero-corporate-desktop.svg',
    );
  });

  it('an address under /events or /blogs that names no record answers 404', async () => {
    for (const address of ['/events/no-such-event', '/blogs/no-such-post', '/blogs/Not_A_Slug', '/events/a%20b']) {
      expect([address, (await t.api.get(address)).status]).toEqual([address, 404]);
    }
  });
});
