import type { Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Wishlists of logged-in customers. One row per customer and product: the primary key
 * (user_id, product_id) holds that however many requests arrive together, so adding twice (or a
 * merge at login racing an add) keeps one row. Deleting the customer or the product deletes the row.
 */
export async function up(db: Kysely<unknown>, _engine: EngineKind): Promise<void> {
  await db.schema
    .createTable('wishlist_items')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
    .execute();
  // Lists are read per customer (the key covers it); deleting a product looks its rows up by product.
  await db.schema.createIndex('wishlist_items_product').on('wishlist_items').column('product_id').execute();
}
