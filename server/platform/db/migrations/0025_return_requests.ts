import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Return requests: a customer's request to return one or more lines of a delivered order (a
 * quantity of each), with a reason, an optional note and up to three photos, decided by staff
 * (approved or rejected with a reason), then received and refunded. Amounts are paise.
 *
 * `order_returns` stays as the request's line table: each row is one order line of one request
 * (its `quantity`, its own step and its refund, which the refunds table already points at). Each
 * row that existed before becomes a request of one item, with the same id, for the whole line.
 * The unique index "one return per order line" goes: a line may be returned in parts, and the
 * insert of a request line is conditional on the quantity still returnable (lines of requests
 * that are not rejected count), under a lock of the order.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const withId = (name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await withId('return_requests')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('requested', 'approved', 'rejected', 'received', 'refunded')`),
    )
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('refund_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`refund_paise >= 0`),
    )
    .addColumn('deduction_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`deduction_paise >= 0`),
    )
    // A rejected request always says why.
    .addCheckConstraint(
      'return_requests_reject_reason',
      sql`status <> 'rejected' or (reject_reason is not null and length(reject_reason) > 0)`,
    )
    .execute();
  await db.schema
    .createIndex('return_requests_status')
    .on('return_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('return_requests_order').on('return_requests').column('order_id').execute();

  await withId('return_request_photos')
    .addColumn('request_id', 'integer', (col) => col.notNull().references('return_requests.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('order_returns')
    .addColumn('request_id', 'integer', (col) => col.references('return_requests.id'))
    .execute();
  await db.schema
    .alterTable('order_returns')
    .addColumn('quantity', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`quantity > 0`),
    )
    .execute();

  // Each earlier return becomes a request of one item (the whole line), under the same id.
  await sql`
    insert into return_requests (id, order_id, status, reason, created_at, decided_at, refund_paise, deduction_paise)
    select r.id, r.order_id,
      case when r.status in ('approved', 'replaced') then 'approved'
           when r.status = 'refunded' then 'refunded'
           else 'requested' end,
      r.reason, r.requested_at,
      case when r.status in ('approved', 'replaced', 'refunded') then r.updated_at end,
      coalesce((select round(f.amount * 100) from refunds f where f.return_id = r.id), 0),
      coalesce((select round(f.deduction * 100) from refunds f where f.return_id = r.id), 0)
    from order_returns r`.execute(db);
  await sql`
    update order_returns set request_id = id,
      quantity = coalesce((select i.quantity from order_items i
        where i.order_id = order_returns.order_id and i.line_no = order_returns.line_no), 1)`.execute(db);
  if (engine === 'postgres')
    await sql`select setval(pg_get_serial_sequence('return_requests', 'id'), coalesce((select max(id) from return_requests), 0) + 1, false)`.execute(
      db,
    );

  await db.schema.dropIndex('order_returns_line').execute();
  await db.schema.createIndex('order_returns_line').on('order_returns').columns(['order_id', 'line_no']).execute();
  await db.schema.createIndex('order_returns_request').on('order_returns').column('request_id').execute();
}
