import { formerDatabase } from '../../test/formerDatabase';
import { migrateToLatest } from './migrate';
import { catalogueRepository } from '../../modules/catalogue/products.repository';

const former = formerDatabase('0006');

/** A product as version 0005 stored it: no slug, no about text, no variants. */
const formerProduct = (id: number, name: string) => ({
  id,
  name,
  description: `${name}, as it was`,
  price: 999,
  sale_price: null,
  stock_quantity: 4,
  sku: `OLD-${id}`,
  category_id: 1,
  is_active: true,
  images: '[]',
  videos: '[]',
  main_image_index: 0,
  created_at: '2025-04-01T09:00:00.000Z',
  updated_at: '2025-04-01T09:00:00.000Z',
  version: 1,
});

describe('migration 0006: the catalogue', () => {
  it('gives existing products unique slugs from their names, and the variants table takes stock only while there is some', async () => {
    await former.migratedTo('0005_booking_dates', async (engine, raw) => {
      await raw.insertInto('categories').values({ id: 1, name: 'Gift Hampers', slug: 'gift-hamper' }).execute();
      await raw
        .insertInto('products')
        .values([
          formerProduct(1, 'Diwali Box!'),
          formerProduct(2, 'Diwali  box'),
          formerProduct(3, 'Chai — Kulhad Set'),
        ])
        .execute();

      expect(await migrateToLatest(engine)).toContain('0006_catalogue'); // later migrations (0007) run too

      const repo = catalogueRepository({ db: engine.db } as never);
      const products = (await repo.listProducts({ activeOnly: false })).items;
      expect(products.map((p) => [p.id, p.slug, p.about, p.steepingInstructions, p.categorySlug, p.variants])).toEqual([
        [1, 'diwali-box', '', '', 'gift-hamper', []],
        [2, 'diwali-box-2', '', '', 'gift-hamper', []],
        [3, 'chai-kulhad-set', '', '', 'gift-hamper', []],
      ]);
      // The slug is unique in the database itself. (better-sqlite3's error class comes from the first
      // test file of the worker that loaded the native module, so `toThrow()`'s Error check would miss it.)
      await expect(
        engine.db.updateTable('products').set({ slug: 'diwali-box' }).where('id', '=', 3).execute(),
      ).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));

      const { id: variantId } = await engine.db
        .insertInto('productVariants')
        .values({ productId: 1, size: 'M', colour: 'green', stockQuantity: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(
        engine.db
          .insertInto('productVariants')
          .values({ productId: 1, size: 'M', colour: 'green', stockQuantity: 1 })
          .execute(),
      ).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
      // A variant's stock is taken from the variant; another product's id does not reach it.
      expect(await repo.takeStock(2, variantId, 1)).toBe(false);
      expect(await repo.takeStock(1, variantId, 3)).toBe(false);
      expect(await repo.takeStock(1, variantId, 2)).toBe(true);
      expect(await repo.takeStock(1, variantId, 1)).toBe(false);
      await repo.returnStock(1, variantId, 1);
      const product = (await repo.findProductBySlug('diwali-box'))!;
      expect(product.variants).toEqual([
        { id: variantId, size: 'M', colour: 'green', stockQuantity: 1, lowStockThreshold: 5 },
      ]);
      expect(product.stockQuantity).toBe(4);
      // Without a variant the product's own stock is used, as before.
      expect(await repo.takeStock(1, null, 4)).toBe(true);
      expect(await repo.takeStock(1, null, 1)).toBe(false);
      // Deleting the product deletes its variants.
      await engine.db.deleteFrom('products').where('id', '=', 1).execute();
      expect(await engine.db.selectFrom('productVariants').selectAll().execute()).toEqual([]);
    });
  }, 30_000);
});
