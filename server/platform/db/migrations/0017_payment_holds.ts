import { sql, type Kysely } from 'kysely';

/** How long the orders already awaiting payment when this migration runs have left to be paid. */
export const EXISTING_ORDERS_GRACE_MS = 24 * 60 * 60_000;

/*
 * Payment holds: an order awaiting payment holds its stock until `pay_by_ms` (epoch ms), set at
 * placement to the placement time plus PAYMENT_HOLD_MINUTES; after that the orders module's lapse
 * job cancels it and puts its stock back. Null: no hold (cash on delivery, paid or older orders).
 *
 * The orders already awaiting payment get a day from now rather than the usual hold: their
 * customers were never told a time, and the staff need a day to mark paid those whose money has
 * arrived (or extend them) before the first lapses cancel them. Leaving them without a pay-by
 * would keep their stock held for ever, which is what the holds are for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pay_by_ms', 'bigint').execute();
  await sql`update orders set pay_by_ms = ${Date.now() + EXISTING_ORDERS_GRACE_MS}
    where lower(status) = 'awaiting payment' and payment_status = 'awaiting_payment'`.execute(db);
  // The lapse job looks for orders whose pay-by has passed.
  await db.schema.createIndex('orders_pay_by').on('orders').column('pay_by_ms').execute();
}
