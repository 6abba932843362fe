import { CONTENT_MESSAGES } from '../../../src/shared/contract/fields/content';
import { MAX_LIST_LIMIT } from '../../platform/lib/listParams';
import { CONTENT_API_MESSAGES } from './siteContent.service';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.token;
});

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

const newEvent = {
  title: 'Diwali Lights Workshop',
  type: 'Workshop',
  date: '2025-10-20',
  time: '4:00 PM - 7:00 PM',
  location: 'Saket, New Delhi',
  description: 'Make lanterns and rangoli with our décor team.',
  image: '/uploads/content-workshop.svg',
  imageAlt: 'Illustration of a light bulb',
  price: 999,
  originalPrice: 1249,
  published: true,
};

describe('/api/admin/events', () => {
  it('answers 401 to a visitor and 403 to a customer, in the envelope, on every method', async () => {
    const customer = (await t.login(DEMO.customer)).tokens.accessToken;
    for (const [method, path] of [
      ['get', '/api/admin/events'],
      ['post', '/api/admin/events'],
      ['put', '/api/admin/events/1'],
      ['patch', '/api/admin/events/1'],
      ['delete', '/api/admin/events/1'],
      ['get', '/api/admin/blog-posts'],
    ] as const) {
      const visitor = await t.api[method](path).send(newEvent);
      expect([path, method, visitor.status, visitor.body.isSuccess]).toEqual([path, method, 401, false]);
      const denied = await t.api[method](path).set(as(customer)).send(newEvent);
      expect([path, method, denied.status, denied.body.isSuccess]).toEqual([path, method, 403, false]);
    }
    expect(await t.rows('events')).toHaveLength(30);
  });

  it('creates an event with a slug from its title, shows it publicly, edits, unpublishes and deletes it', async () => {
    const created = await t.api.post('/api/admin/events').set(as(admin)).send(newEvent);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual(
      expect.objectContaining({ ...newEvent, slug: 'diwali-lights-workshop', isPast: false }),
    );
    const { id } = created.body.data;
    expect((await t.api.get('/api/events/diwali-lights-workshop')).body.data).toEqual(
      expect.objectContaining({ title: newEvent.title, isPast: false }),
    );

    const edited = await t.api
      .put(`/api/admin/events/${id}`)
      .set(as(admin))
      .send({ ...newEvent, title: 'Diwali Lanterns', slug: 'diwali-lanterns', price: 799 });
    expect([edited.status, edited.body.data.slug, edited.body.data.price]).toEqual([200, 'diwali-lanterns', 799]);
    expect((await t.api.get('/api/events/diwali-lights-workshop')).status).toBe(404);

    await t.api.patch(`/api/admin/events/${id}`).set(as(admin)).send({ published: false }).expect(200);
    expect((await t.api.get('/api/events/diwali-lanterns')).status).toBe(404);

    const deleted = await t.api.delete(`/api/admin/events/${id}`).set(as(admin));
    expect([deleted.status, deleted.body.message]).toEqual([200, CONTENT_API_MESSAGES.eventDeleted]);
    expect((await t.api.delete(`/api/admin/events/${id}`).set(as(admin))).status).toBe(404);
    expect(await t.rows('events')).toHaveLength(30);
  });

  it.each([
    ['title', '  ', CONTENT_MESSAGES.titleRequired],
    ['date', '20-10-2025', CONTENT_MESSAGES.dateInvalid],
    ['date', '2025-02-30', CONTENT_MESSAGES.dateInvalid],
    ['price', -1, CONTENT_MESSAGES.priceInvalid],
    ['originalPrice', 500, CONTENT_MESSAGES.originalBelowPrice],
    ['slug', 'Not A Slug', CONTENT_MESSAGES.slugInvalid],
    ['image', 'javascript:alert(1)', CONTENT_MESSAGES.imageInvalid],
    ['image', '/uploads/../db.json', CONTENT_MESSAGES.imageInvalid],
    ['description', '', CONTENT_MESSAGES.descriptionRequired],
  ])('refuses %s = %p with 400 and the field error', async (field, value, message) => {
    const res = await t.api
      .post('/api/admin/events')
      .set(as(admin))
      .send({ ...newEvent, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      expect.objectContaining({ isSuccess: false, errors: expect.objectContaining({ [field]: [message] }) }),
    );
    expect(await t.rows('events')).toHaveLength(30);
  });

  it('answers 409 on the slug field when the slug is taken', async () => {
    await t.api.post('/api/admin/events').set(as(admin)).send(newEvent).expect(201);
    const again = await t.api.post('/api/admin/events').set(as(admin)).send(newEvent);
    expect([again.status, again.body.errors]).toEqual([409, { slug: [CONTENT_API_MESSAGES.slugTaken] }]);
  });

  it('lists with search, sort, paging and X-Total-Count; bad parameters are 400', async () => {
    const page = await t.api.get('/api/admin/events?_page=2&_limit=5&_sort=date&_order=asc').set(as(admin));
    expect([page.status, page.headers['x-total-count'], page.body.data.length]).toEqual([200, '30', 5]);
    const dates = page.body.data.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    const search = await t.api.get('/api/admin/events?q=WORKSHOP').set(as(admin));
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(
      search.body.data.every((e: { title: string; type: string }) => /workshop/i.test(`${e.title} ${e.type}`)),
    ).toBe(true);
    expect((await t.api.get('/api/admin/events?q=100%25').set(as(admin))).headers['x-total-count']).toBe('0');
    const capped = await t.api.get('/api/admin/events?_limit=100000').set(as(admin));
    expect(capped.body.data.length).toBeLessThanOrEqual(MAX_LIST_LIMIT);
    for (const query of ['_sort=password', '_order=sideways', '_page=0', 'published=maybe']) {
      expect((await t.api.get(`/api/admin/events?${query}`).set(as(admin))).status).toBe(400);
    }
  });
});

describe('/api/admin/blog-posts', () => {
  const post = {
    title: 'Mehendi Night Ideas',
    type: 'Blog',
    date: '2025-08-20',
    description: 'Ten ideas for a mehendi night.',
    author: 'Ishita Malhotra',
    readTime: '4 min read',
    published: false,
  };

  it('creates a draft (not public), publishes it (public, newest first), refuses a bad type', async () => {
    const created = await t.api.post('/api/admin/blog-posts').set(as(admin)).send(post);
    expect([created.status, created.body.data.slug, created.body.data.product]).toEqual([
      201,
      'mehendi-night-ideas',
      null,
    ]);
    const before = (await t.api.get('/api/blog-posts')).body.data as Array<{
      date: string;
      isPast: boolean;
      type: string;
    }>;
    expect(before).toHaveLength(5);
    await t.api
      .patch(`/api/admin/blog-posts/${created.body.data.id}`)
      .set(as(admin))
      .send({ published: true })
      .expect(200);
    const list = (await t.api.get('/api/blog-posts')).body.data;
    expect(list).toHaveLength(6);
    // Upcoming Event posts lead (the seed's are dated relative to the day the database was made).
    const upcoming = (p: { type: string; isPast: boolean }) => p.type === 'Event' && !p.isPast;
    expect(list.map((p: { date: string }) => p.date)).toEqual([
      ...before.filter(upcoming).map((p) => p.date),
      ...[...before.filter((p) => !upcoming(p)).map((p) => p.date), post.date].sort().reverse(),
    ]);
    const bad = await t.api
      .post('/api/admin/blog-posts')
      .set(as(admin))
      .send({ ...post, type: 'News' });
    expect([bad.status, bad.body.errors.type]).toEqual([400, [CONTENT_MESSAGES.postTypeInvalid]]);
    expect(
      (await t.api.patch(`/api/admin/blog-posts/${created.body.data.id}`).set(as(admin)).send({ published: 'maybe' }))
        .status,
    ).toBe(400);
  });

  it('filters the admin list by published', async () => {
    await t.api.post('/api/admin/blog-posts').set(as(admin)).send(post).expect(201);
    const drafts = await t.api.get('/api/admin/blog-posts?published=false').set(as(admin));
    expect([drafts.headers['x-total-count'], drafts.body.data[0].title]).toEqual(['1', post.title]);
  });
});

describe('drafts and publishing', () => {
  const draft = { ...newEvent, title: 'Holi Colours Brunch', published: false };
  const get = (path: string) => t.api.get(path).set(as(admin));

  it('keeps a draft off the public API, the sitemap and the search; staff read it; publishing is audited', async () => {
    const created = await t.api.post('/api/admin/events').set(as(admin)).send(draft).expect(201);
    const { id, slug } = created.body.data as { id: number; slug: string };
    expect(created.body.data.published).toBe(false);

    // The public sees nothing of it; staff read it whole (what the preview shows).
    expect((await t.api.get(`/api/events/${slug}`)).status).toBe(404);
    expect((await t.api.get('/api/events')).body.data.map((e: { slug: string }) => e.slug)).not.toContain(slug);
    expect((await t.api.get('/sitemap.xml')).text).not.toContain(`/events/${slug}`);
    expect((await t.api.get('/api/search').query({ q: 'Holi Colours' })).body.data.events).toEqual([]);
    expect((await get(`/api/admin/events/${id}`)).body.data).toEqual(
      expect.objectContaining({ title: draft.title, published: false }),
    );
    // Saving a draft again changes nothing public and writes no audit entry.
    await t.api.put(`/api/admin/events/${id}`).set(as(admin)).send(draft).expect(200);
    expect(await t.rows('backOfficeAudit')).toEqual([]);

    await t.api.patch(`/api/admin/events/${id}`).set(as(admin)).send({ published: true }).expect(200);
    expect((await t.api.get(`/api/events/${slug}`)).body.data.title).toBe(draft.title);
    expect((await t.api.get('/sitemap.xml')).text).toContain(`/events/${slug}`);
    expect(
      (await t.api.get('/api/search').query({ q: 'Holi Colours' })).body.data.events.map(
        (hit: { title: string }) => hit.title,
      ),
    ).toEqual([draft.title]);

    await t.api.patch(`/api/admin/events/${id}`).set(as(admin)).send({ published: false }).expect(200);
    expect((await t.api.get(`/api/events/${slug}`)).status).toBe(404);
    expect(await t.rows('backOfficeAudit')).toEqual([
      expect.objectContaining({
        recordType: 'event',
        recordId: id,
        action: 'published',
        detail: `${draft.title} at /events/${slug}`,
        actorEmail: DEMO.admin.email,
      }),
      expect.objectContaining({ recordType: 'event', recordId: id, action: 'unpublished' }),
    ]);
  });

  it('audits a post published by its editor (PUT) as well as by PATCH', async () => {
    const posts = (await get('/api/admin/blog-posts?_limit=1')).body.data as Array<Record<string, unknown>>;
    const { id, createdAt: _c, updatedAt: _u, isPast: _p, ...post } = posts[0]!;
    await t.api
      .put(`/api/admin/blog-posts/${id}`)
      .set(as(admin))
      .send({ ...post, published: !post.published })
      .expect(200);
    expect(await t.rows('backOfficeAudit')).toEqual([
      expect.objectContaining({
        recordType: 'blogPost',
        recordId: id,
        action: post.published ? 'unpublished' : 'published',
      }),
    ]);
  });
});
