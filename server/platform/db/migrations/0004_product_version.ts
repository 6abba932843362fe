import type { Kysely } from 'kysely';

/*
 * Products carry a version: every edit by an admin bumps it with a conditional update
 * (`... WHERE id = ? AND version = ?`), so a form saved from a stale copy is refused (409) instead
 * of overwriting the newer one. Sales change the stock without touching it (see
 * repositories/products.ts). Existing products start at version 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}
