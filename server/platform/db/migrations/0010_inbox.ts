import type { Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * The back office's inbox and newsletter list. Each of the three public forms
 * (contact messages, consultation requests, meeting registrations) gains its own state columns
 * rather than a shared state table: one row, one update, no join, and a conditional update says
 * whether it changed. `read_at` is set when an admin first opens the item; `handled_at` and
 * `handled_by` (the admin) when it is marked handled, cleared by "mark unhandled".
 * A newsletter subscription gains `unsubscribed_at` (set by the one-click unsubscribe, cleared
 * by a new sign-up).
 */
const SUBMISSION_TABLES = ['contact_messages', 'consultations', 'meeting_registrations'] as const;

export async function up(db: Kysely<unknown>, _engine: EngineKind): Promise<void> {
  for (const table of SUBMISSION_TABLES) {
    await db.schema.alterTable(table).addColumn('read_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('handled_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('handled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    // The inbox lists newest first.
    await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute();
  }
  await db.schema.alterTable('newsletter_subscriptions').addColumn('unsubscribed_at', 'text').execute();
}
