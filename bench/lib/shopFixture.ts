import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Fills the bench server's shop up to `count` active products (the budgets hold /products with
 * 100 products), written straight into its SQLite file while it runs (WAL lets both write). Each
 * copy takes the photos, with their AVIF/WebP variants, of a seeded product, so the pages load
 * real pictures. Returns the number of active products afterwards.
 */
export function fillShop(dataDir: string, count: number): number {
  const db = new Database(path.join(dataDir, 'events.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const active = () =>
      (db.prepare('select count(*) as n from products where is_active = 1').get() as { n: number }).n;
    const models = db.prepare('select * from products where is_active = 1 order by id').all() as Array<
      Record<string, unknown>
    >;
    const insert = db.prepare(
      `insert into products (name, description, price, sale_price, stock_quantity, sku, category_id, is_active, images, videos, main_image_index, created_at, updated_at, slug, about, steeping_instructions)
       values (@name, @description, @price, @sale_price, @stock_quantity, @sku, @category_id, 1, @images, @videos, @main_image_index, @created_at, @updated_at, @slug, @about, @steeping_instructions)`,
    );
    const missing = Math.max(0, count - active());
    db.transaction(() => {
      for (let n = 1; n <= missing; n += 1) {
        const model = models[n % models.length];
        const stamp = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
        insert.run({
          ...model,
          name: `${String(model.name)} No. ${n}`,
          sku: `BENCH-${n}`,
          slug: `${String(model.slug)}-bench-${n}`,
          stock_quantity: 50,
          created_at: stamp,
          updated_at: stamp,
        });
      }
    })();
    return active();
  } finally {
    db.close();
  }
}
