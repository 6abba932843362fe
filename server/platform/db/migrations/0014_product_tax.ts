import type { Kysely } from 'kysely';

/*
 * A product's GST: its HSN code and its slab. Products from before have no HSN code yet (staff
 * give it in the product form, which requires it) and the general rate, 18 %.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('hsn_code', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('gst_rate', 'integer', (col) => col.notNull().defaultTo(18))
    .execute();
}
