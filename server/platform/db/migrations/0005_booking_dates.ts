import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Bookings on real dates. A booking used to keep only a day number of a fixed month
 * (September 2025); its `starts_at` was computed from it, so "day 31" started on 1 October. The
 * new `date` column is the IST calendar date of `starts_at`, which is what the invite said. Also
 * added: the iCalendar SEQUENCE (raised by a reschedule or cancellation) and when a booking was
 * cancelled. Scheduled reminders live in the mail outbox (a row due at its send time).
 */
const IST_OFFSET_MINUTES = 330;

export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('date', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('cancelled_at', 'text').execute();

  await (
    engine === 'postgres'
      ? sql`update bookings set "date" = to_char((starts_at::timestamptz at time zone 'UTC') + make_interval(mins => ${sql.lit(IST_OFFSET_MINUTES)}), 'YYYY-MM-DD')`
      : sql`update bookings set "date" = date(starts_at, ${sql.lit(`+${IST_OFFSET_MINUTES} minutes`)})`
  ).execute(db);

  await db.schema.alterTable('bookings').dropColumn('day').execute();
  // Pending mail of a booking is found by its subject (a reschedule or cancellation drops reminders).
  await db.schema
    .createIndex('mail_outbox_related')
    .on('mail_outbox')
    .columns(['related_type', 'related_id'])
    .execute();
}
