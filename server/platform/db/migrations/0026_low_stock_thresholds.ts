import { sql, type Kysely } from 'kysely';

/*
 * Low-stock thresholds: each size/colour variant, and each product without variants, is "low"
 * when its stock is at or below its own threshold (the dashboard's figure and the admin's
 * "Low" filter). Existing rows get the shop's former fixed limit, 5.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'product_variants']) {
    await db.schema
      .alterTable(table)
      .addColumn('low_stock_threshold', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(5)
          .check(sql`low_stock_threshold >= 0`),
      )
      .execute();
  }
}
