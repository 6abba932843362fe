import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_MESSAGES } from '../../../src/shared/config/search';
import { createTestApp, type TestApp } from '../../test/testApp';
import { readSeed } from '../../test/seed';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

// The seed's events: the search reads the published ones from the database they are imported into.
const SEED_EVENTS = readSeed<{ events: Array<{ location: string; published?: boolean }> }>().events;

const search = (query: Record<string, string | string[]>) => t.api.get('/api/search').query(query);
const names = (hits: Array<{ name?: string; title: string }>) => hits.map((hit) => hit.title);

describe('GET /api/search', () => {
  it('finds active products by name, case-insensitively, name matches first, with their page, picture and prices', async () => {
    const res = await search({ q: '  HAMPER ' });
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.data.query).toBe('HAMPER');
    const products = res.body.data.products as Array<Record<string, unknown>>;
    expect(names(products as never).slice(0, 3)).toEqual([
      'Assam Masala Chai Hamper',
      'Darjeeling Tea Hamper',
      'Festive Gift Hamper',
    ]);
    expect(products.find((p) => p.name === 'Festive Gift Hamper')).toEqual({
      id: 1,
      name: 'Festive Gift Hamper',
      title: 'Festive Gift Hamper',
      slug: 'festive-gift-hamper',
      url: '/product/festive-gift-hamper',
      imageUrl: '/uploads/product-festive-gift-hamper.webp',
      price: 2499,
      salePrice: 1999,
      excerpt: expect.stringContaining('dry fruits'),
    });
  });

  it('matches descriptions too, and never shows an inactive product', async () => {
    const brass = (await search({ q: 'brass' })).body.data.products as Array<{ name: string }>;
    expect(brass.map((p) => p.name)).toContain('Brass Tea Infuser');
    expect(brass.map((p) => p.name)).not.toContain('Brass Diya Set');
    const byDescription = (await search({ q: 'terracotta' })).body.data.products as Array<{ name: string }>;
    expect(byDescription.map((p) => p.name)).toEqual(['Kulhad Cup Set of 6']);
  });

  it('searches the events, blog posts and services the pages show, linking to their cards', async () => {
    const data = (await search({ q: 'wedding' })).body.data;
    // Events come from the database, title matches first, the latest first among them.
    expect(data.events[0]).toEqual({
      title: 'Wedding Planners Meet',
      url: '/events#event-30',
      excerpt: expect.stringMatching(/^Planners, venues/),
    });
    expect(data.events).toContainEqual({
      title: 'Wedding Décor on a Budget',
      url: '/events#event-2',
      excerpt: expect.stringMatching(/^Learn how planners.*\.\.\.$/),
    });
    expect(names(data.posts)).toContain('10 Wedding Décor Trends for the 2025 Season');
    expect(data.services[0]).toEqual({
      title: 'Weddings',
      url: '/services#service-weddings',
      excerpt: expect.any(String),
    });
    for (const hit of [...data.events, ...data.posts, ...data.services])
      expect(hit.excerpt.length).toBeLessThanOrEqual(143);
  });

  it('answers empty groups when nothing matches, and takes % and _ literally', async () => {
    for (const q of ['zzzz-nothing', '%%', '__']) {
      const data = (await search({ q })).body.data;
      expect([data.products, data.events, data.posts, data.services]).toEqual([[], [], [], []]);
    }
  });

  it('returns the default number per group, and caps a larger limit', async () => {
    const delhiEvents = SEED_EVENTS.filter((e) => e.location.includes('New Delhi') && e.published !== false).length;
    expect(delhiEvents).toBeGreaterThan(SEARCH_LIMIT_MAX);
    expect((await search({ q: 'new delhi' })).body.data.events).toHaveLength(SEARCH_LIMIT_DEFAULT);
    expect((await search({ q: 'new delhi', limit: '3' })).body.data.events).toHaveLength(3);
    expect((await search({ q: 'new delhi', limit: '500' })).body.data.events).toHaveLength(SEARCH_LIMIT_MAX);
  });

  it('refuses a query shorter than 2 or longer than 100 characters, and a bad limit, with field errors', async () => {
    for (const [query, errors] of [
      [{}, { q: [SEARCH_MESSAGES.tooShort] }],
      [{ q: ' a ' }, { q: [SEARCH_MESSAGES.tooShort] }],
      [{ q: 'x'.repeat(101) }, { q: [SEARCH_MESSAGES.tooLong] }],
      [{ q: 'tea', limit: '0' }, { limit: [SEARCH_MESSAGES.badLimit] }],
      [{ q: 'tea', limit: 'many' }, { limit: [SEARCH_MESSAGES.badLimit] }],
      [{ q: 'tea', limit: '2.5' }, { limit: [SEARCH_MESSAGES.badLimit] }],
    ] as const) {
      const res = await search(query as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ isSuccess: false, errors });
    }
    const listed = await search({ q: ['tea', 'chai'] });
    expect(listed.status).toBe(400);
    expect(Object.keys(listed.body.errors)).toEqual(['q']);
    expect((await search({ q: 'x'.repeat(100) })).status).toBe(200);
  });
});
