import { WISHLIST_MESSAGES } from '../../../src/shared/contract/wishlist';
import { bearerFor, registerCustomer } from '../../test/customers';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

type Item = {
  productId: number;
  name: string;
  price: number;
  salePrice: number | null;
  slug: string;
  imageUrl: string;
  inStock: boolean;
  needsChoice: boolean;
};
const idsOf = (body: { data: { items: Item[] } }) => body.data.items.map((item) => item.productId);

const put = (auth: string, id: number | string) => t.api.put(`/api/wishlist/${id}`).set('Authorization', auth);
const list = async (auth: string) => {
  const res = await t.api.get('/api/wishlist').set('Authorization', auth);
  expect(res.status).toBe(200);
  return res.body as { data: { items: Item[] } };
};

describe('/api/wishlist', () => {
  it('needs a login for every call', async () => {
    expect((await t.api.get('/api/wishlist')).status).toBe(401);
    expect((await t.api.put('/api/wishlist/1')).status).toBe(401);
    expect((await t.api.put('/api/wishlist').send({ productIds: [1] })).status).toBe(401);
    expect((await t.api.delete('/api/wishlist/1')).status).toBe(401);
    expect(await t.rows('wishlistItems')).toEqual([]);
  });

  it('adds a product once, lists it newest first with its current price, and removes it', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    expect(idsOf(await list(demo.auth))).toEqual([]);

    const first = await put(demo.auth, 1);
    expect(first.status).toBe(200);
    expect(first.body.data.items).toEqual([
      expect.objectContaining({
        productId: 1,
        name: 'Festive Gift Hamper',
        slug: 'festive-gift-hamper',
        price: 2499,
        salePrice: 1999,
        inStock: true,
        needsChoice: false,
      }),
    ]);
    t.clock.advance(1000);
    await put(demo.auth, 102);
    expect(idsOf((await put(demo.auth, 1)).body)).toEqual([102, 1]);
    expect(await t.rows('wishlistItems')).toHaveLength(2);

    // The price shown is the product's price now, not the one when it was added.
    await t.direct().updateTable('products').set({ salePrice: 1499 }).where('id', '=', 1).execute();
    expect((await list(demo.auth)).data.items.find((item) => item.productId === 1)?.salePrice).toBe(1499);

    const removed = await t.api.delete('/api/wishlist/1').set('Authorization', demo.auth);
    expect(removed.status).toBe(200);
    expect(idsOf(removed.body)).toEqual([102]);
    // Removing what is not there leaves the list as asked.
    expect(idsOf((await t.api.delete('/api/wishlist/1').set('Authorization', demo.auth)).body)).toEqual([102]);
  });

  it('tells which products need a size or colour choice, and whether any of their stock is left', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    await put(demo.auth, 208);
    await put(demo.auth, 207);
    const byId = (items: Item[], id: number) => items.find((item) => item.productId === id);
    let items = (await list(demo.auth)).data.items;
    expect(byId(items, 208)).toMatchObject({ slug: 'workshop-series-2025-t-shirt', needsChoice: true, inStock: true });
    expect(byId(items, 207)).toMatchObject({ needsChoice: false, inStock: true });
    // A product with variants sells from them: none left is out of stock, whatever its own column says.
    await t.direct().updateTable('productVariants').set({ stockQuantity: 0 }).where('productId', '=', 208).execute();
    await t.direct().updateTable('products').set({ stockQuantity: 0 }).where('id', '=', 207).execute();
    items = (await list(demo.auth)).data.items;
    expect(byId(items, 208)?.inStock).toBe(false);
    expect(byId(items, 207)?.inStock).toBe(false);
  });

  it('refuses unknown, inactive and malformed product ids with 404', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    for (const id of [9999, 4, 'abc', 0, '1e3', 99999999999]) {
      const res = await put(demo.auth, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ isSuccess: false, message: WISHLIST_MESSAGES.notFound });
    }
    expect(await t.rows('wishlistItems')).toEqual([]);
  });

  it("keeps each customer's list to themselves", async () => {
    const demo = await bearerFor(t, DEMO.customer);
    const other = await registerCustomer(t, 'other@example.com');
    await put(demo.auth, 1);
    await put(other.auth, 2);
    expect(idsOf(await list(demo.auth))).toEqual([1]);
    expect(idsOf(await list(other.auth))).toEqual([2]);
    await t.api.delete('/api/wishlist/1').set('Authorization', other.auth);
    expect(idsOf(await list(demo.auth))).toEqual([1]);
  });

  it("merges a guest's products at login: the union, without duplicates, gone or inactive products skipped", async () => {
    const demo = await bearerFor(t, DEMO.customer);
    await put(demo.auth, 1);
    t.clock.advance(1000);
    const merged = await t.api
      .put('/api/wishlist')
      .set('Authorization', demo.auth)
      .send({ productIds: [2, 1, 4, 9999, 2, 203] });
    expect(merged.status).toBe(200);
    expect(idsOf(merged.body).sort((a, b) => a - b)).toEqual([1, 2, 203]);
    const rows = (await t.rows('wishlistItems')) as Array<{ userId: number; productId: number }>;
    expect(rows.map((row) => row.productId).sort((a, b) => a - b)).toEqual([1, 2, 203]);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set([demo.id]));
    // An empty guest list changes nothing.
    expect(
      idsOf((await t.api.put('/api/wishlist').set('Authorization', demo.auth).send({ productIds: [] })).body),
    ).toHaveLength(3);
  });

  it('refuses a malformed merge body with field errors', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    for (const body of [
      {},
      { productIds: 'abc' },
      { productIds: ['x'] },
      { productIds: [-1] },
      { productIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const res = await t.api.put('/api/wishlist').set('Authorization', demo.auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.isSuccess).toBe(false);
      expect(Object.keys(res.body.errors).join()).toMatch(/^productIds/);
    }
    expect(await t.rows('wishlistItems')).toEqual([]);
  });

  it('a deleted product leaves the list with it', async () => {
    const demo = await bearerFor(t, DEMO.customer);
    await put(demo.auth, 206);
    await t.direct().deleteFrom('products').where('id', '=', 206).execute();
    expect(idsOf(await list(demo.auth))).toEqual([]);
    expect(await t.rows('wishlistItems')).toEqual([]);
  });
});
