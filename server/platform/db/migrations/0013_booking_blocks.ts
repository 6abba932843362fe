import { sql, type Kysely } from 'kysely';
import { TIME_SLOTS } from '../../../../src/shared/config/booking';
import type { EngineKind } from '../engine';
import { BLOCKED_DAY, BLOCKED_SLOT } from '../errors';

/*
 * Dates and slots the company closes for consultations (holidays). A row blocks one
 * slot of an IST date, or the whole date when `time` is null. The database holds the shape: a
 * real slot or null, and one block per date and slot (whole day counted as its own slot).
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  const slots = sql.join(TIME_SLOTS.map((slot) => sql.lit(slot)));
  await db.schema
    .createTable('booking_blocks')
    .addColumn('id', 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    // The IST date, YYYY-MM-DD (sorts and compares as text, like bookings.date).
    .addColumn('date', 'text', (col) => col.notNull().check(sql`length(date) = 10 and date like '____-__-__'`))
    .addColumn('time', 'text', (col) => col.check(sql`time is null or time in (${slots})`))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Null is distinct in a plain unique index on both engines; coalesce makes "whole day" one value.
  await sql`create unique index booking_blocks_one_per_slot on booking_blocks (date, coalesce(time, ''))`.execute(db);

  // A confirmed booking never lands on a block, whichever process wrote the block a moment before:
  // the services check first (for the field message); these triggers hold it for every writer.
  if (engine === 'postgres') {
    await sql`
      create function bookings_not_on_blocks() returns trigger language plpgsql as $$
      begin
        if new.status = 'confirmed' and exists (select 1 from booking_blocks b where b.date = new."date" and b.time is null) then
          raise exception ${sql.lit(BLOCKED_DAY)} using errcode = 'check_violation';
        end if;
        if new.status = 'confirmed' and exists (select 1 from booking_blocks b where b.date = new."date" and b.time = new.time) then
          raise exception ${sql.lit(BLOCKED_SLOT)} using errcode = 'check_violation';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger bookings_not_on_blocks before insert or update of "date", time, status on bookings for each row execute function bookings_not_on_blocks()`.execute(
      db,
    );
    return;
  }
  for (const [when, name] of [
    ['insert', 'bookings_not_on_blocks_insert'],
    ['update of "date", time, status', 'bookings_not_on_blocks_update'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(name)} before ${sql.raw(when)} on bookings when new.status = 'confirmed'
      begin
        select raise(abort, ${sql.lit(BLOCKED_DAY)}) where exists (select 1 from booking_blocks b where b.date = new."date" and b.time is null);
        select raise(abort, ${sql.lit(BLOCKED_SLOT)}) where exists (select 1 from booking_blocks b where b.date = new."date" and b.time = new.time);
      end`.execute(db);
  }
}
