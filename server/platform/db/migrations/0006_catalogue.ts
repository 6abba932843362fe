import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';
import { slugify, uniqueSlug } from '../../../../src/shared/contract/fields/slug';

/*
 * The shop's catalogue. Products gain a unique URL slug (`/product/:slug`), the
 * "About Product" text and the "Steeping Instructions" (empty: the section is not shown).
 * Sizes and colours are variants with their own stock: a product with variants sells from them,
 * one without sells from `products.stock_quantity` as before. Existing products get a slug from
 * their name (made unique with -2, -3...). Indexes serve the shop's list: active products by
 * category, sorted by name, effective price or newest.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  for (const column of ['slug', 'about', 'steeping_instructions']) {
    await db.schema
      .alterTable('products')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }

  const rows = await sql<{ id: number; name: string }>`select id, name from products order by id`.execute(db);
  const used = new Set<string>();
  for (const row of rows.rows) {
    const slug = uniqueSlug(slugify(row.name), (candidate) => used.has(candidate));
    used.add(slug);
    await sql`update products set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('products_slug_unique').on('products').column('slug').unique().execute();

  const table = db.schema.createTable('product_variants');
  await (
    engine === 'postgres'
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('colour', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('stock_quantity', 'integer', (col) => col.notNull().check(sql`stock_quantity >= 0`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('product_variants_option_unique', ['product_id', 'size', 'colour'])
    .execute();

  // The shop's list: active products, optionally of one category, in the chosen order.
  await db.schema
    .createIndex('products_active_category_created')
    .on('products')
    .columns(['is_active', 'category_id', 'created_at'])
    .execute();
  await db.schema.createIndex('products_active_name').on('products').columns(['is_active', 'name']).execute();
  await db.schema
    .createIndex('products_active_effective_price')
    .on('products')
    .expression(sql`is_active, coalesce(sale_price, price)`)
    .execute();
}
