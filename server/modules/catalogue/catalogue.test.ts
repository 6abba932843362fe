import {
  ADMIN_PRODUCT_LIST_MESSAGES as A,
  PRODUCT_LIST_MESSAGES as M,
  PRODUCT_PAGE_SIZE,
} from '../../../src/shared/contract/productList';
import type { Product } from '../../../src/shared/contract/product';
import { isLowStock, productStockTotal } from '../../../src/shared/contract/productStock';
import { productTestKit } from '../../test/productRequests';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let kit: ReturnType<typeof productTestKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = productTestKit(t);
});
afterEach(() => t.cleanup());

type Listed = {
  id: number;
  name: string;
  slug: string;
  price: number;
  salePrice: number | null;
  isActive: boolean;
  stockQuantity: number;
  lowStockThreshold: number;
  variants: Product['variants'];
  categorySlug: string;
  createdAt: string;
};
/** The stock the admin's table shows and filters by: the variants' sum (or the product's own). */
const total = productStockTotal;
const names = (body: { data: Listed[] }) => body.data.map((p) => p.name);
const paid = (p: Listed) => p.salePrice ?? p.price;

describe('GET /api/Product for the shop', () => {
  it('pages the active products with X-Total-Count, 12 a page unless _limit says otherwise', async () => {
    const all = await t.api.get('/api/Product');
    const active = all.body.data.length as number;
    expect(all.headers['x-total-count']).toBe(String(active));
    expect(active).toBeGreaterThan(PRODUCT_PAGE_SIZE);

    const first = await t.api.get('/api/Product?_page=1');
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(active));
    expect(first.body.data).toHaveLength(PRODUCT_PAGE_SIZE);
    const second = await t.api.get('/api/Product?_page=2');
    expect(second.body.data).toHaveLength(active - PRODUCT_PAGE_SIZE);
    expect([...names(first.body), ...names(second.body)]).toEqual(names(all.body));

    const small = await t.api.get('/api/Product?_page=3&_limit=2');
    expect(names(small.body)).toEqual(names(all.body).slice(4, 6));
    const beyond = await t.api.get('/api/Product?_page=99&_limit=5');
    expect([beyond.status, beyond.body.data, beyond.headers['x-total-count']]).toEqual([200, [], String(active)]);
  });

  it('sorts by the price paid (sale price if any), by name and by newest, ties by id', async () => {
    const cheap = await t.api.get('/api/Product?_sort=price&_order=asc');
    const prices = cheap.body.data.map(paid);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    // The greeting cards (199 on sale, 299 listed) come before the infuser (599 on sale).
    expect(names(cheap.body).indexOf('Festive Greeting Card Set')).toBeLessThan(
      names(cheap.body).indexOf('Brass Tea Infuser'),
    );

    const dear = await t.api.get('/api/Product?_sort=price&_order=desc&_limit=1');
    expect(paid(dear.body.data[0])).toBe(Math.max(...prices));

    const byName = names((await t.api.get('/api/Product?_sort=name&_order=desc')).body);
    expect(byName).toEqual([...byName].sort().reverse());

    const newest = (await t.api.get('/api/Product?_sort=createdAt&_order=desc')).body.data as Listed[];
    expect(newest[0].name).toBe('Darjeeling Second Flush Tea');
    expect(newest.map((p) => p.createdAt)).toEqual([...newest.map((p) => p.createdAt)].sort().reverse());
  });

  it('filters by category slug or id, and searches name and description case-insensitively as literal text', async () => {
    const hampers = await t.api.get('/api/Product?category=gift-hamper');
    expect(hampers.body.data.length).toBeGreaterThan(2);
    expect(hampers.body.data.every((p: Listed) => p.categorySlug === 'gift-hamper')).toBe(true);
    expect(names(hampers.body)).toContain('Darjeeling Tea Hamper');
    expect(hampers.headers['x-total-count']).toBe(String(hampers.body.data.length));

    const art = await t.api.get('/api/Product?categoryId=10');
    expect(names(art.body)).toEqual(['Festive Greeting Card Set', 'Event Art Print']);
    expect(names((await t.api.get('/api/Product?category=no-such-category')).body)).toEqual([]);

    expect(names((await t.api.get('/api/Product?q=DARJEELING&_sort=name')).body)).toEqual([
      'Darjeeling Second Flush Tea',
      'Darjeeling Tea Hamper',
    ]);
    // Found in the description only ("...in a cane basket").
    expect(names((await t.api.get('/api/Product?q=cane%20basket&category=gift-hamper&_sort=name')).body)).toEqual([
      'Assam Masala Chai Hamper',
      'Darjeeling Tea Hamper',
    ]);
    for (const literal of ['%', '_', '\\', "'"]) {
      const res = await t.api.get('/api/Product').query({ q: literal });
      expect([literal, res.status, res.body.data]).toEqual([literal, 200, []]);
    }
  });

  it('shows the public active products only, and an admin every product, also by id and slug', async () => {
    const publicList = await t.api.get('/api/Product?category=one');
    expect(names(publicList.body)).not.toContain('Brass Diya Set');
    const admin = `Bearer ${await kit.adminToken()}`;
    const adminList = await t.api.get('/api/Product?category=one').set('Authorization', admin);
    expect(names(adminList.body)).toContain('Brass Diya Set');
    expect(adminList.headers['x-total-count']).toBe(String(publicList.body.data.length + 1));

    expect((await t.api.get('/api/Product/slug/brass-diya-set')).status).toBe(404);
    expect((await t.api.get('/api/Product/4')).status).toBe(404);
    const asAdmin = await t.api.get('/api/Product/slug/brass-diya-set').set('Authorization', admin);
    expect([asAdmin.status, asAdmin.body.data.id]).toEqual([200, 4]);
  });

  it('answers a product by slug with its about text, steeping instructions and variants', async () => {
    const tee = await t.api.get('/api/Product/slug/workshop-series-2025-t-shirt');
    expect(tee.status).toBe(200);
    expect(tee.headers.etag).toBe(`"${tee.body.data.version}"`);
    expect(tee.body.data).toMatchObject({
      name: 'Workshop Series 2025 T-shirt',
      categorySlug: 'workshop-series-2025',
      steepingInstructions: '',
    });
    expect(tee.body.data.variants).toHaveLength(12);
    expect(tee.body.data.variants[0]).toEqual({
      id: expect.any(Number),
      size: 'XS',
      colour: 'beige',
      stockQuantity: 0,
      lowStockThreshold: 5,
    });

    const hamper = (await t.api.get('/api/Product/slug/darjeeling-tea-hamper')).body.data;
    expect(hamper).toMatchObject({ id: 102, price: 1699, salePrice: 1444, variants: [] });
    expect(hamper.about).toMatch(/first-flush/);
    expect(hamper.steepingInstructions.split('\n')).toHaveLength(4);
    expect((await t.api.get(`/api/Product/${hamper.id}`)).body.data).toEqual(hamper);

    for (const slug of ['no-such-product', 'UPPER', 'a%20b', '..']) {
      const res = await t.api.get(`/api/Product/slug/${slug}`);
      expect([slug, res.status, res.body.isSuccess]).toEqual([slug, 404, false]);
    }
  });

  it('answers bad parameters with 400 and a message for each field', async () => {
    const res = await t.api.get(
      '/api/Product?_page=0&_limit=500&_sort=price%3Bdrop&_order=up&categoryId=x&category=Gift%20Hamper',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      isSuccess: false,
      errors: {
        _page: [M.page],
        _limit: [M.limit],
        _sort: [M.sort],
        _order: [M.order],
        categoryId: [M.categoryId],
        category: [M.category],
      },
    });
    expect((await t.api.get('/api/Product').query({ q: 'x'.repeat(101) })).body.errors).toEqual({ q: [M.q] });
    expect((await t.api.get('/api/Product?_page=1.5')).body.errors).toEqual({ _page: [M.page] });
    expect((await t.api.get('/api/Product?_page=1&_page=2')).status).toBe(400);
  });
});

describe('GET /api/Product for the admin product table', () => {
  const asAdmin = async (query: string) =>
    t.api.get(`/api/Product?${query}`).set('Authorization', `Bearer ${await kit.adminToken()}`);

  it('filters by status and total stock (in: above 0, low: some size at or below its threshold, out: 0), with X-Total-Count of the matches', async () => {
    // One product sold out, one without sizes at its threshold (the seed's T-shirt is low: XS is sold out).
    await t.direct().updateTable('products').set({ stockQuantity: 0 }).where('id', '=', 101).execute();
    await t.direct().updateTable('products').set({ stockQuantity: 5 }).where('id', '=', 102).execute();
    const all = (await asAdmin('_limit=100')).body.data as Listed[];
    const expectFilter = async (query: string, keep: (p: Listed) => boolean) => {
      const res = await asAdmin(`${query}&_sort=name`);
      const expected = all
        .filter(keep)
        .map((p) => p.name)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect([query, res.status, names(res.body), res.headers['x-total-count']]).toEqual([
        query,
        200,
        expected,
        String(expected.length),
      ]);
    };
    await expectFilter('active=false', (p) => !p.isActive);
    await expectFilter('active=true', (p) => p.isActive);
    await expectFilter('stock=out', (p) => total(p) === 0);
    await expectFilter('stock=low', isLowStock);
    await expectFilter('stock=in', (p) => total(p) > 0);
    await expectFilter('stock=out&active=true', (p) => total(p) === 0 && p.isActive);
    // A page of a filter: the total is still every match.
    const paged = await asAdmin('stock=in&_limit=2&_page=2');
    expect([paged.body.data.length, paged.headers['x-total-count']]).toEqual([
      2,
      String(all.filter((p) => total(p) > 0).length),
    ]);
  });

  it('searches the SKU too, for an admin only', async () => {
    const [first] = (await asAdmin('_sort=name&stock=in')).body.data as Array<Listed & { sku: string }>;
    expect(first.sku).toBeTruthy();
    const found = await asAdmin(`q=${encodeURIComponent(first.sku.toLowerCase())}`);
    expect(names(found.body)).toContain(first.name);
    expect(names((await t.api.get(`/api/Product?q=${encodeURIComponent(first.sku)}`)).body)).not.toContain(first.name);
  });

  it('sorts by stock and pages up to 100 products', async () => {
    const res = await asAdmin('_sort=stock&_order=desc&_limit=100');
    const stocks = (res.body.data as Listed[]).map(total);
    expect(stocks.length).toBeGreaterThan(PRODUCT_PAGE_SIZE);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('answers bad filters with 400; the shop keeps its own limits and ignores the admin filters', async () => {
    const bad = await asAdmin('active=yes&stock=some&_limit=101&_sort=status');
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { active: [A.active], stock: [A.stock], _limit: [A.limit], _sort: [A.sort] },
    ]);
    expect((await t.api.get('/api/Product?_limit=100')).body.errors).toEqual({ _limit: [M.limit] });
    expect((await t.api.get('/api/Product?_sort=stock')).status).toBe(400);
    const visitor = await t.api.get('/api/Product?active=false&stock=out');
    expect(visitor.status).toBe(200);
    expect((visitor.body.data as Listed[]).every((p) => p.isActive)).toBe(true);
    expect(names(visitor.body)).toEqual(names((await t.api.get('/api/Product')).body));
  });
});
