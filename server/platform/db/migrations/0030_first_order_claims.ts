import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * One first-order discount (APP10) per person. `first_order_claims`: the normalised e-mail, phone
 * and delivery address of each order that took APP10, one row per (kind, value); the unique index
 * makes the database refuse a second claim of the same key, however many orders arrive together.
 * A claim goes with its order (deleted when the order is cancelled or lapses unpaid, and with the
 * order itself).
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('first_order_claims')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('email', 'phone', 'address')`))
    .addColumn('value', 'text', (col) => col.notNull().check(sql`value <> ''`))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('first_order_claims_one_per_key')
    .on('first_order_claims')
    .columns(['kind', 'value'])
    .unique()
    .execute();
  await db.schema.createIndex('first_order_claims_by_order').on('first_order_claims').column('order_id').execute();
}
