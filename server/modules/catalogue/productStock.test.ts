import type { Product } from '../../../src/shared/contract/product';
import { PRODUCT_STOCK_MESSAGES } from '../../../src/shared/contract/productVariants';
import { freshProductTestSetup, type ProductTestSetup, validFields } from '../../test/productRequests';
import { type TestApp } from '../../test/testApp';
import { variantsAtOrBelowThreshold } from './index';

// A product's true stock (its sizes' sum) and the low-stock thresholds per size, or per product
// without sizes: what the admin's table sorts and filters by and the dashboard counts.

let t: TestApp;
let kit: ProductTestSetup['kit'];
let token: string;
freshProductTestSetup((setup) => ({ t, kit, token } = setup));

const SEED_T_SHIRT = 208;

async function createMug(variants: unknown[], overrides: Record<string, string> = {}) {
  return kit.post(
    token,
    validFields({
      Name: 'Workshop mug',
      SKU: '',
      StockQuantity: '0',
      Variants: JSON.stringify(variants),
      ...overrides,
    }),
  );
}
const asAdmin = async (query: string) =>
  (await t.api.get(`/api/Product?${query}&_limit=100`).set('Authorization', `Bearer ${token}`)).body.data as Product[];
const lowStockFigure = async () =>
  (await t.api.get('/api/admin/dashboard').set('Authorization', `Bearer ${token}`)).body.data
    .lowStockProducts as number;

it('sorts and filters by the sizes’ sum; low when any size is at or below its own threshold; the dashboard counts the same', async () => {
  // Nothing low yet: only the seed's low products.
  const lowBefore = (await asAdmin('stock=low')).map((p) => p.id);
  expect(await lowStockFigure()).toBe(
    (await asAdmin('stock=low&active=true')).length, // the dashboard counts active products only
  );
  expect(lowBefore).toContain(SEED_T_SHIRT); // its XS sizes are sold out

  const created = await createMug([
    { size: 'S', stockQuantity: 5, lowStockThreshold: 2 },
    { size: 'M', stockQuantity: 3, lowStockThreshold: 2 },
  ]);
  expect(created.status).toBe(201);
  const mug = created.body.data as Product;
  expect(mug.variants.map((v) => [v.size, v.stockQuantity, v.lowStockThreshold])).toEqual([
    ['S', 5, 2],
    ['M', 3, 2],
  ]);
  expect((await asAdmin('stock=out')).map((p) => p.id)).not.toContain(mug.id);
  expect((await asAdmin('stock=low')).map((p) => p.id)).not.toContain(mug.id);

  // Sorted by stock, the mug (8 in all) comes before a product with 9 of its own and after one with 7.
  await t.direct().updateTable('products').set({ stockQuantity: 9 }).where('id', '=', 101).execute();
  await t.direct().updateTable('products').set({ stockQuantity: 7 }).where('id', '=', 102).execute();
  const order = (await asAdmin('_sort=stock&_order=asc')).map((p) => p.id);
  expect(order.indexOf(102)).toBeLessThan(order.indexOf(mug.id));
  expect(order.indexOf(mug.id)).toBeLessThan(order.indexOf(101));

  // A sale takes M down to its threshold: the mug is low, on the filter and the dashboard.
  const figure = await lowStockFigure();
  expect(await t.store.catalogue.takeStock(mug.id, mug.variants[1].id, 1)).toBe(true);
  expect((await asAdmin('stock=low')).map((p) => p.id)).toContain(mug.id);
  expect(await lowStockFigure()).toBe(figure + 1);
  expect(
    (await variantsAtOrBelowThreshold(t.store, [...mug.variants.map((v) => v.id), mug.variants[1].id])).map((v) => [
      v.productName,
      v.size,
      v.stockQuantity,
      v.lowStockThreshold,
    ]),
  ).toEqual([['Workshop mug', 'M', 2, 2]]);

  // Inside a transaction, it sees the transaction's own writes.
  await t.store.transaction(async (tx) => {
    await tx.catalogue.takeStock(mug.id, mug.variants[0].id, 3);
    expect((await variantsAtOrBelowThreshold(tx, [mug.variants[0].id])).map((v) => v.stockQuantity)).toEqual([2]);
  });
});

it('keeps a variant’s threshold when an edit leaves it out, and a product without sizes has its own', async () => {
  const mug = (await createMug([{ size: 'S', stockQuantity: 5 }])).body.data as Product;
  expect(mug.variants[0].lowStockThreshold).toBe(5); // the default
  const edited = await kit.put(
    token,
    mug.id,
    validFields({
      Name: 'Workshop mug',
      SKU: '',
      StockQuantity: '0',
      Variants: JSON.stringify([{ size: 'S', stockQuantity: 5, originalStockQuantity: 5, lowStockThreshold: 0 }]),
    }),
  );
  expect(edited.status).toBe(200);
  expect((edited.body.data as Product).variants[0].lowStockThreshold).toBe(0);
  const kept = await kit.put(
    token,
    mug.id,
    validFields({
      Name: 'Workshop mug',
      SKU: '',
      StockQuantity: '0',
      Variants: JSON.stringify([{ size: 'S', stockQuantity: 5, originalStockQuantity: 5 }]),
    }),
  );
  expect((kept.body.data as Product).variants[0].lowStockThreshold).toBe(0);

  const plain = await kit.post(token, validFields({ SKU: '', StockQuantity: '12', LowStockThreshold: '12' }));
  expect([plain.status, plain.body.data.lowStockThreshold]).toEqual([201, 12]);
  expect((await asAdmin('stock=low')).map((p) => p.id)).toContain(plain.body.data.id);
});

it('refuses a negative or fractional threshold, for a product and for a size, and the database refuses one too', async () => {
  const product = await kit.post(token, validFields({ SKU: '', LowStockThreshold: '-1' }));
  expect([product.status, product.body.errors?.LowStockThreshold]).toEqual([400, [PRODUCT_STOCK_MESSAGES.threshold]]);
  const variant = await createMug([{ size: 'S', stockQuantity: 5, lowStockThreshold: 1.5 }]);
  expect(variant.status).toBe(400);
  expect(JSON.stringify(variant.body.errors)).toContain(PRODUCT_STOCK_MESSAGES.threshold);
  const refused = await t
    .direct()
    .updateTable('productVariants')
    .set({ lowStockThreshold: -1 })
    .where('productId', '=', SEED_T_SHIRT)
    .executeTakeFirst()
    .then(
      (result) => `updated ${result.numUpdatedRows}`,
      (error: Error) => error.message,
    );
  expect(refused).toMatch(/check|constraint/i);
});
