import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Online payments through the gateway (Razorpay's Payment Links).
 * - gateway_payments: one row per order paid online: the payment link the customer pays (its id
 *   unique, so a link confirms one order only), the payment that paid it, amounts in paise as the
 *   gateway counts them, and the reconciliation job's claim (`claimed_until_ms`) and last news
 *   (`checked_at_ms`).
 * - gateway_events: every webhook event applied, keyed by the gateway's event id, so a delivery
 *   repeated by the gateway (or replayed by anyone) changes nothing the second time.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await db.schema
    .createTable('gateway_payments')
    .addColumn('id', 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().defaultTo('razorpay'))
    .addColumn('link_id', 'text', (col) => col.unique())
    .addColumn('short_url', 'text')
    .addColumn('reference_id', 'text', (col) => col.notNull())
    .addColumn('gateway_order_id', 'text')
    .addColumn('payment_id', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('creating', 'failed', 'created', 'paid', 'cancelled', 'expired')`),
    )
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('refunded_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_error', 'text')
    .addColumn('claimed_until_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('checked_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('gateway_payments_open')
    .on('gateway_payments')
    .columns(['status', 'checked_at_ms'])
    .execute();

  await db.schema
    .createTable('gateway_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('received_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('processed_at_ms', 'bigint')
    .addColumn('outcome', 'text')
    .execute();
}
