import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Staff replies to the inbox and the back office's audit log of content publishing.
 * `inbox_replies`: one row per reply a staff member sent to a contact message, consultation
 * request or meeting registration, with its author (account and e-mail, required) and the outbox
 * row of its mail (whose `sent_at_ms` says when it left; null once housekeeping purged that row). `back_office_audit`: who published or
 * unpublished an event or post, or replied to a message, and when; an entry always names the
 * admin's account and e-mail.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('inbox_replies')
    .addColumn('id', 'integer', id)
    .addColumn('message_type', 'text', (col) =>
      col.notNull().check(sql`message_type in ('contact', 'consultation', 'meeting')`),
    )
    .addColumn('message_id', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('author_email', 'text', (col) => col.notNull().check(sql`author_email <> ''`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().check(sql`length(body) > 0`))
    // Housekeeping purges old outbox rows: the reply stays, its mail then reads as long gone (null).
    .addColumn('mail_id', 'integer', (col) => col.references('mail_outbox.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('inbox_replies_by_message')
    .on('inbox_replies')
    .columns(['message_type', 'message_id', 'id'])
    .execute();

  await db.schema
    .createTable('back_office_audit')
    .addColumn('id', 'integer', id)
    .addColumn('record_type', 'text', (col) =>
      col.notNull().check(sql`record_type in ('event', 'blogPost', 'contact', 'consultation', 'meeting')`),
    )
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('published', 'unpublished', 'replied')`))
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('actor_email', 'text', (col) => col.notNull().check(sql`actor_email <> ''`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('back_office_audit_by_record')
    .on('back_office_audit')
    .columns(['record_type', 'record_id', 'id'])
    .execute();
}
