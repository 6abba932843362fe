import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

const MONEY = sql`numeric(12,2)`;

/*
 * Refunds as staff record them: for one returned line (at most one refund per return) or for a
 * cancelled order that was paid (at most one). The database holds both rules, the amounts'
 * arithmetic and the kinds, methods and states.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('return_id', 'integer', (col) => col.references('order_returns.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('change_of_mind', 'damaged_or_wrong', 'cancellation')`),
    )
    .addColumn('method', 'text', (col) =>
      col.notNull().check(sql`method in ('gateway', 'upi_transfer', 'bank_transfer', 'cash')`),
    )
    .addColumn('gross_amount', MONEY, (col) => col.notNull().check(sql`gross_amount >= 0`))
    .addColumn('deduction', MONEY, (col) => col.notNull().check(sql`deduction >= 0 and deduction <= gross_amount`))
    .addColumn('amount', MONEY, (col) => col.notNull().check(sql`amount = gross_amount - deduction`))
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'processed', 'failed')`))
    .addColumn('gateway_refund_id', 'text', (col) => col.unique())
    .addColumn('credit_note_number', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refunds_one_per_return').on('refunds').column('return_id').unique().execute();
  // A cancelled order is refunded once (its returns' refunds are counted by return).
  await sql`create unique index refunds_one_per_cancellation on refunds (order_id) where kind = 'cancellation'`.execute(
    db,
  );
  await db.schema.createIndex('refunds_by_order').on('refunds').column('order_id').execute();
}
