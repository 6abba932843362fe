import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * The back office's stored notifications: one row per business event (a new order, a payment, a
 * booking...), written in the event's own transaction. `dedupe_key` is unique, so an event told
 * twice (a retried webhook, a second call) makes one notification. Read state is per staff
 * member: one row per (notification, admin), unique. Each admin chooses how they are mailed
 * (at once, a daily digest, or not at all; no row means at once); a digest is claimed once per
 * admin and IST day by a unique row.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('staff_notifications')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`kind in ('newOrder', 'paymentReceived', 'orderCancelled', 'returnRequested', 'booking', 'enquiry', 'contactMessage', 'lowStock')`,
        ),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('href', 'text', (col) => col.notNull())
    .addColumn('dedupe_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_notifications_one_per_event')
    .on('staff_notifications')
    .column('dedupe_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('staff_notifications_by_time')
    .on('staff_notifications')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('staff_notification_reads')
    .addColumn('notification_id', 'integer', (col) => col.notNull().references('staff_notifications.id'))
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_notification_reads_pk', ['notification_id', 'admin_id'])
    .execute();
  await db.schema
    .createIndex('staff_notification_reads_by_admin')
    .on('staff_notification_reads')
    .columns(['admin_id', 'notification_id'])
    .execute();

  await db.schema
    .createTable('staff_mail_preferences')
    .addColumn('admin_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('mail', 'text', (col) => col.notNull().check(sql`mail in ('immediate', 'digest', 'off')`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_digests')
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('users.id'))
    // The IST day the digest was sent on; it covers the notifications of the IST day before.
    .addColumn('ist_date', 'text', (col) => col.notNull())
    .addColumn('notifications', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_digests_pk', ['admin_id', 'ist_date'])
    .execute();
}
