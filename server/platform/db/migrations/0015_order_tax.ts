import { sql, type Kysely } from 'kysely';

const MONEY = sql`numeric(12,2)`;

/*
 * An order's GST as charged: the order's snapshot (place of supply, supply type, the buyer's
 * GSTIN, delivery's tax and the totals) as JSON, and each line's HSN code, slab and amounts in
 * its own columns. Orders from before have none (null): they were placed without a tax line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tax_snapshot', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('hsn_code', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('gst_rate', 'integer').execute();
  for (const column of ['taxable_value', 'cgst', 'sgst', 'igst'])
    await db.schema.alterTable('order_items').addColumn(column, MONEY).execute();
}
