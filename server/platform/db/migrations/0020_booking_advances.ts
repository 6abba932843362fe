import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';
import { BLOCKED_DAY, BLOCKED_SLOT } from '../errors';

/*
 * Booking advances, paid through generic payment requests.
 * - booking_advance_rules: staff's advance per catalogue service (percent, fixed paise or none);
 *   a service without a row takes the default (bookings/advanceRules.ts).
 * - payment_requests: one amount a subject (a booking, a proposal) asks to be paid, with its
 *   pay-by; `status` moves open -> paid | lapsed | cancelled by conditional updates only.
 * - payment_receipts: the receipt voucher issued when a request is paid (numbers `RV/26-27/...`
 *   claimed from document_serials, whose kinds now include 'receipt').
 * - gateway_payments names an order or a request (exactly one, each unique): order_id becomes
 *   nullable, which SQLite can only do by rebuilding the table.
 * - booking_audit: staff's changes to bookings and advance rules.
 * - bookings: `held` bookings (awaiting their advance) keep their slot like confirmed ones (the
 *   unique slot index and the block triggers now cover both), `pay_by_ms` for the lapse job and
 *   `balance_mailed_at_ms`, the balance mail job's one claim per booking.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('booking_advance_rules')
    .addColumn('service_id', 'integer', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percent', 'fixed', 'none')`))
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value >= 0`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('payment_requests')
    .addColumn('id', 'integer', id)
    .addColumn('subject', 'text', (col) => col.notNull().check(sql`subject in ('booking', 'proposal')`))
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('advance', 'balance')`))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('taxable_paise', 'bigint', (col) => col.notNull())
    .addColumn('gst_rate_percent', 'integer', (col) => col.notNull())
    .addColumn('sac', 'text', (col) => col.notNull())
    .addColumn('pay_by_ms', 'bigint')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'paid', 'lapsed', 'cancelled')`))
    .addColumn('payer_name', 'text', (col) => col.notNull())
    .addColumn('payer_email', 'text', (col) => col.notNull())
    .addColumn('payer_phone', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.check(sql`method is null or method in ('upi', 'online')`))
    .addColumn('paid_at_ms', 'bigint')
    .addColumn('paid_note', 'text')
    .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
    .execute();
  // One live request per subject and purpose; a lapsed or cancelled one may be asked again.
  await sql`create unique index payment_requests_one_live on payment_requests (subject, subject_id, purpose) where status in ('open', 'paid')`.execute(
    db,
  );
  await db.schema
    .createIndex('payment_requests_pay_by')
    .on('payment_requests')
    .columns(['status', 'pay_by_ms'])
    .execute();

  await db.schema
    .createTable('payment_receipts')
    .addColumn('id', 'integer', id)
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'integer', (col) => col.notNull().unique().references('payment_requests.id'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('total_paise', 'bigint', (col) => col.notNull())
    .execute();

  // The back office's audit log of bookings and their advance rules (who changed what, when).
  await db.schema
    .createTable('booking_audit')
    .addColumn('id', 'integer', id)
    .addColumn('booking_id', 'integer', (col) => col.references('bookings.id'))
    .addColumn('service_id', 'integer')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('booking_audit_booking').on('booking_audit').column('booking_id').execute();

  await (engine === 'postgres' ? alterOnPostgres(db) : rebuildOnSqlite(db));

  await db.schema.alterTable('bookings').addColumn('pay_by_ms', 'bigint').execute();
  await db.schema.alterTable('bookings').addColumn('balance_mailed_at_ms', 'bigint').execute();
  await db.schema.dropIndex('bookings_one_per_slot').execute();
  await sql`create unique index bookings_one_per_slot on bookings (starts_at) where status in ('held', 'confirmed')`.execute(
    db,
  );
  await db.schema.createIndex('bookings_pay_by').on('bookings').column('pay_by_ms').execute();
  await slotTriggers(db, engine);
}

const GATEWAY_COLUMNS = [
  'id',
  'order_id',
  'provider',
  'link_id',
  'short_url',
  'reference_id',
  'gateway_order_id',
  'payment_id',
  'status',
  'amount_paise',
  'refunded_paise',
  'attempts',
  'last_error',
  'claimed_until_ms',
  'checked_at_ms',
  'created_at_ms',
];

async function alterOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`alter table document_serials drop constraint document_serials_kind_check`.execute(db);
  await sql`alter table document_serials add constraint document_serials_kind_check check (kind in ('invoice', 'credit_note', 'receipt'))`.execute(
    db,
  );
  await sql`alter table gateway_payments alter column order_id drop not null`.execute(db);
  await sql`alter table gateway_payments add column request_id integer unique references payment_requests (id)`.execute(
    db,
  );
  await sql`alter table gateway_payments add constraint gateway_payments_one_subject check ((order_id is null) <> (request_id is null))`.execute(
    db,
  );
}

async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`pragma defer_foreign_keys = on`.execute(db);
  await sql`create table document_serials_new (
    kind text not null check (kind in ('invoice', 'credit_note', 'receipt')),
    financial_year text not null,
    last_serial integer not null check (last_serial > 0),
    constraint document_serials_pk primary key (kind, financial_year))`.execute(db);
  await sql`insert into document_serials_new select kind, financial_year, last_serial from document_serials`.execute(
    db,
  );
  await sql`drop table document_serials`.execute(db);
  await sql`alter table document_serials_new rename to document_serials`.execute(db);

  await sql`create table gateway_payments_new (
    id integer primary key autoincrement,
    order_id integer unique references orders (id) on delete cascade,
    request_id integer unique references payment_requests (id),
    provider text not null default 'razorpay',
    link_id text unique,
    short_url text,
    reference_id text not null,
    gateway_order_id text,
    payment_id text unique,
    status text not null check (status in ('creating', 'failed', 'created', 'paid', 'cancelled', 'expired')),
    amount_paise integer not null check (amount_paise > 0),
    refunded_paise integer not null default 0,
    attempts integer not null default 1,
    last_error text,
    claimed_until_ms bigint not null default 0,
    checked_at_ms bigint not null,
    created_at_ms bigint not null,
    constraint gateway_payments_one_subject check ((order_id is null) <> (request_id is null)))`.execute(db);
  const columns = sql.join(GATEWAY_COLUMNS.map((name) => sql.ref(name)));
  await sql`insert into gateway_payments_new (${columns}) select ${columns} from gateway_payments`.execute(db);
  await sql`drop table gateway_payments`.execute(db);
  await sql`alter table gateway_payments_new rename to gateway_payments`.execute(db);
  await db.schema
    .createIndex('gateway_payments_open')
    .on('gateway_payments')
    .columns(['status', 'checked_at_ms'])
    .execute();
}

/** Migration 0013's triggers, now for held bookings as well as confirmed ones. */
async function slotTriggers(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  if (engine === 'postgres') {
    await sql`
      create or replace function bookings_not_on_blocks() returns trigger language plpgsql as $$
      begin
        if new.status in ('held', 'confirmed') and exists (select 1 from booking_blocks b where b.date = new."date" and b.time is null) then
          raise exception ${sql.lit(BLOCKED_DAY)} using errcode = 'check_violation';
        end if;
        if new.status in ('held', 'confirmed') and exists (select 1 from booking_blocks b where b.date = new."date" and b.time = new.time) then
          raise exception ${sql.lit(BLOCKED_SLOT)} using errcode = 'check_violation';
        end if;
        return new;
      end $$`.execute(db);
    return;
  }
  for (const [when, name] of [
    ['insert', 'bookings_not_on_blocks_insert'],
    ['update of "date", time, status', 'bookings_not_on_blocks_update'],
  ] as const) {
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await sql`
      create trigger ${sql.raw(name)} before ${sql.raw(when)} on bookings when new.status in ('held', 'confirmed')
      begin
        select raise(abort, ${sql.lit(BLOCKED_DAY)}) where exists (select 1 from booking_blocks b where b.date = new."date" and b.time is null);
        select raise(abort, ${sql.lit(BLOCKED_SLOT)}) where exists (select 1 from booking_blocks b where b.date = new."date" and b.time = new.time);
      end`.execute(db);
  }
}
