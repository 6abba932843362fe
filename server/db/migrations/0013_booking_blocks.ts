import { sql, type Kysely } from 'kysely';
import { TIME_SLOTS } from '../../../src/shared/config/booking';
import type { EngineKind } from '../engine';

/*
 * Dates and slots the company closes for consultations (holidays, issue 16). A row blocks one
 * slot of an IST date, or the whole date when `time` is null. The database holds the shape: a
 * real slot or null, and one block per date and slot (whole day counted as its own slot).
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const slots = sql.join(TIME_SLOTS.map((slot) => sql.lit(slot)));
  await db.schema
    .createTable('booking_blocks')
    .addColumn('id', 'integer', (col) => (engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
    // The IST date, YYYY-MM-DD (sorts and compares as text, like bookings.date).
    .addColumn('date', 'text', (col) => col.notNull().check(sql`length(date) = 10 and date like '____-__-__'`))
    .addColumn('time', 'text', (col) => col.check(sql`time is null or time in (${slots})`))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Null is distinct in a plain unique index on both engines; coalesce makes "whole day" one value.
  await sql`create unique index booking_blocks_one_per_slot on booking_blocks (date, coalesce(time, ''))`.execute(db);
}
