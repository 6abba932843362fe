import seed from '../../../db.json';
import { addDays, istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import { CONTENT_IMPORT_MARKER, ensureContentImported } from '../../platform/db/contentSeed';
import { seedShiftDays } from '../../platform/db/seedDates';
import { openEngine } from '../../platform/db/engine';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
/** When the test's database was made (and the seed's events dated). */
let madeAt: number;
beforeEach(async () => {
  t = await createTestApp();
  madeAt = t.clock.now();
});
afterEach(() => t.cleanup());

/** 00:00 IST on an ISO date is 18:30 UTC the day before. */
const istMidnight = (iso: string) => Date.parse(`${iso}T00:00:00+05:30`);
const moveClockTo = (ms: number) => t.clock.advance(ms - t.clock.now());

async function adminToken() {
  return (await t.login(DEMO.admin)).tokens.accessToken;
}

describe('GET /api/events', () => {
  /** The seed's event dates as this database has them: moved to the week it was made in. */
  const importedDates = () => seed.events.map((e) => addDays(e.date, seedShiftDays(madeAt)));

  it("lists the seed's 30 published events: upcoming first by date, then past ones newest first, each with isPast", async () => {
    const today = importedDates().sort()[15]!;
    moveClockTo(istMidnight(today));
    const res = await t.api.get('/api/events');
    expect(res.status).toBe(200);
    const events = res.body.data as Array<{ date: string; isPast: boolean; slug: string; published?: boolean }>;
    expect(events).toHaveLength(30);
    const upcoming = events.filter((e) => !e.isPast);
    const past = events.filter((e) => e.isPast);
    expect(events.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((e) => e.date)).toEqual(
      importedDates()
        .filter((d) => d >= today)
        .sort(),
    );
    expect(past.map((e) => e.date)).toEqual(
      importedDates()
        .filter((d) => d < today)
        .sort()
        .reverse(),
    );
    expect(past.length).toBeGreaterThan(0);
    expect(events[0]).not.toHaveProperty('published');
  });

  it('decides isPast on the IST calendar: an event stays upcoming until midnight in Delhi', async () => {
    const { slug } = seed.events[0]!;
    const date = importedDates()[0]!;
    moveClockTo(istMidnight(date) + 24 * 3600_000 - 1); // 23:59:59.999 IST on the day (18:29 UTC)
    expect((await t.api.get(`/api/events/${slug}`)).body.data.isPast).toBe(false);
    t.clock.advance(1); // 00:00 IST the next day, still the event's date in UTC
    expect(new Date(t.clock.now()).toISOString().slice(0, 10)).toBe(date);
    expect((await t.api.get(`/api/events/${slug}`)).body.data.isPast).toBe(true);
  });

  it('hides unpublished events from the list and their page', async () => {
    const token = await adminToken();
    const { id, slug } = (await t.api.get('/api/admin/events?q=sufi').set('Authorization', `Bearer ${token}`)).body
      .data[0];
    expect(
      (await t.api.patch(`/api/admin/events/${id}`).set('Authorization', `Bearer ${token}`).send({ published: false }))
        .status,
    ).toBe(200);
    const list = (await t.api.get('/api/events')).body.data as Array<{ slug: string }>;
    expect(list).toHaveLength(29);
    expect(list.map((e) => e.slug)).not.toContain(slug);
    expect((await t.api.get(`/api/events/${slug}`)).status).toBe(404);
  });

  it('answers 404 in the envelope for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-event', 'BAD%20SLUG']) {
      const res = await t.api.get(`/api/events/${slug}`);
      expect([res.status, res.body.isSuccess]).toEqual([404, false]);
    }
  });
});

describe('GET /api/blog-posts', () => {
  it('lists upcoming Event posts first (soonest first), then the others newest first, and reads one by slug', async () => {
    const shift = seedShiftDays(madeAt);
    const today = istDateOf(t.clock.now());
    // The seed's posts as imported: Event posts moved with the events, articles as written.
    const imported = seed.blogPosts.map((p) => ({ ...p, date: p.type === 'Event' ? addDays(p.date, shift) : p.date }));
    const seedUpcoming = imported.filter((p) => p.type === 'Event' && p.date >= today);
    expect(seedUpcoming).toHaveLength(1);
    // A second upcoming Event post, four weeks after the seed's: soonest first puts it second.
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = seedUpcoming[0]!;
    const later = { ...fields, slug: 'later-expo', title: 'Later Expo', date: addDays(seedUpcoming[0]!.date, 28) };
    const created = await t.api
      .post('/api/admin/blog-posts')
      .set('Authorization', `Bearer ${await adminToken()}`)
      .send(later);
    expect(created.status).toBe(201);

    const res = await t.api.get('/api/blog-posts');
    expect(res.status).toBe(200);
    const posts = res.body.data as Array<{ date: string; type: string; isPast: boolean; slug: string }>;
    expect(posts.map((p) => p.date)).toEqual([
      seedUpcoming[0]!.date,
      later.date,
      ...imported
        .filter((p) => !seedUpcoming.includes(p))
        .map((p) => p.date)
        .sort()
        .reverse(),
    ]);
    expect(posts.map((p) => p.isPast)).toEqual(posts.map((p) => p.type === 'Event' && p.date < today));
    const event = (res.body.data as Array<{ type: string; slug: string; product: unknown }>).find((p) => p.product);
    const one = await t.api.get(`/api/blog-posts/${event!.slug}`);
    expect(one.body.data).toEqual(event);
  });

  it('leaves out a post the admin unpublished', async () => {
    const token = await adminToken();
    const post = (await t.api.get('/api/blog-posts')).body.data[0];
    await t.api
      .patch(`/api/admin/blog-posts/${post.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ published: false })
      .expect(200);
    expect((await t.api.get('/api/blog-posts')).body.data.map((p: { id: number }) => p.id)).not.toContain(post.id);
    expect((await t.api.get(`/api/blog-posts/${post.slug}`)).status).toBe(404);
  });
});

describe('GET /api/banners', () => {
  it('lists the active slides in their order, in the carousel shape', async () => {
    const res = await t.api.get('/api/banners');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toEqual({
      id: 1,
      type: 'image',
      src: { desktop: seed.banners[0]!.srcDesktop, mobile: seed.banners[0]!.srcMobile },
      alt: seed.banners[0]!.alt,
      title: seed.banners[0]!.title,
      subtitle: seed.banners[0]!.subtitle,
      cta: { text: seed.banners[0]!.ctaText, link: seed.banners[0]!.ctaLink },
    });
    // The seed's artwork is served from the uploads folder.
    const image = await t.api.get(seed.banners[0]!.srcDesktop);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it('leaves out inactive slides', async () => {
    const token = await adminToken();
    await t.api
      .patch('/api/admin/banners/2')
      .set('Authorization', `Bearer ${token}`)
      .send({ active: false })
      .expect(200);
    expect((await t.api.get('/api/banners')).body.data.map((b: { id: number }) => b.id)).toEqual([1, 3]);
  });
});

describe('the content of an install upgraded to migration 0011', () => {
  it('is imported from the seed once, after the migration, and never again', async () => {
    const db = t.direct();
    // As an install imported before migration 0011: empty content tables, no content marker.
    for (const table of ['events', 'blogPosts', 'banners'] as const) await db.deleteFrom(table).execute();
    await db.deleteFrom('settings').where('key', '=', CONTENT_IMPORT_MARKER).execute();
    const engine = openEngine({
      databaseUrl: t.config.databaseUrl,
      sqliteFile: t.config.sqliteFile,
      pgSchema: t.pgSchema,
    });
    try {
      expect(await ensureContentImported(engine, { seedFile: t.config.seedFile, now: t.clock.now() })).toBe(true);
      expect(await ensureContentImported(engine, { seedFile: t.config.seedFile, now: t.clock.now() })).toBe(false);
    } finally {
      await engine.close();
    }
    expect((await t.api.get('/api/events')).body.data).toHaveLength(30);
    expect((await t.api.get('/api/blog-posts')).body.data).toHaveLength(5);
    // New rows continue the numbering after the imported ids (PostgreSQL sequences included).
    const token = await adminToken();
    const created = await t.api
      .post('/api/admin/banners')
      .set('Authorization', `Bearer ${token}`)
      .send({ type: 'image', srcDesktop: '/uploads/content-film.svg', alt: 'A clapperboard' });
    expect([created.status, created.body.data.id]).toEqual([201, 4]);
  });
});
