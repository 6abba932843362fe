import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Refunds of cancelled bookings' advances: at most one per advance request (a unique index), the
 * amount the tiers gave (or the whole advance when staff waived them), paid back through the
 * gateway (settled by its refund.processed webhook) or by a UPI transfer staff confirm with its
 * reference. Each carries its credit note (number and content as printed). The tiers themselves
 * are a row of `settings` (key `advance_refund_tiers`).
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await db.schema
    .createTable('advance_refunds')
    .addColumn('id', 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('request_id', 'integer', (col) => col.notNull().unique().references('payment_requests.id'))
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id'))
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('gateway', 'upi_transfer')`))
    .addColumn('paid_paise', 'bigint', (col) => col.notNull())
    .addColumn('fee_paise', 'bigint', (col) => col.notNull().check(sql`fee_paise >= 0`))
    .addColumn('amount_paise', 'bigint', (col) =>
      col.notNull().check(sql`amount_paise > 0 and amount_paise + fee_paise <= paid_paise`),
    )
    .addColumn('waived', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'processed', 'failed')`))
    .addColumn('reference', 'text')
    .addColumn('gateway_refund_id', 'text', (col) => col.unique())
    .addColumn('credit_note_number', 'text', (col) => col.notNull().unique())
    .addColumn('credit_note', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('advance_refunds_booking').on('advance_refunds').column('booking_id').execute();
}
