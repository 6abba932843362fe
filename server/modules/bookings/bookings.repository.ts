import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { TimeSlot } from '../../../src/shared/config/booking';
import type { BookingRecord, BookingsTable, NewBooking } from './tables';
import type { MailStatus } from '../../platform/db/schema';
import type { Scope } from '../../store';

/** The unique index that holds one confirmed booking per slot. */
export const ONE_BOOKING_PER_SLOT = 'bookings_one_per_slot';

export function toBooking(row: Selectable<BookingsTable>): BookingRecord {
  return {
    id: row.id,
    reference: row.reference ?? '',
    calendarUid: row.calendarUid,
    status: row.status,
    service: { id: row.serviceId, name: row.serviceName, price: row.servicePrice },
    amount: row.amount === null ? null : Number(row.amount),
    priceLabel: row.priceLabel,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt,
    sequence: Number(row.sequence),
    cancelledAt: row.cancelledAt,
    preferredMethod: row.preferredMethod,
    name: row.name,
    email: row.email,
    phone: row.phone,
    eventType: row.eventType,
    message: row.message,
    createdAt: row.createdAt,
    payByMs: row.payByMs === null ? null : Number(row.payByMs),
    mail: { customer: row.mailCustomer, company: row.mailCompany },
  };
}

/** A 64-bit advisory lock number for a key (PostgreSQL's lock space is one bigint). */
const lockNumber = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0);

export function bookingsRepository({ db, kind }: Scope) {
  /**
   * One conditional update for every change a customer makes by link: only a confirmed booking
   * starting after `changeableAfter` (the deadline) changes, and its invite SEQUENCE goes up.
   */
  const changeConfirmed = async (
    id: number,
    changeableAfter: string,
    change: Partial<Pick<BookingsTable, 'date' | 'time' | 'startsAt' | 'status' | 'cancelledAt'>>,
  ): Promise<BookingRecord | undefined> => {
    const row = await db
      .updateTable('bookings')
      .set((eb) => ({ ...change, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .where('startsAt', '>', changeableAfter)
      .returningAll()
      .executeTakeFirst();
    return row && toBooking(row);
  };

  return {
    /**
     * Inside a transaction: waits until no other transaction holds any of these keys (a customer's
     * e-mail address, phone), so counting that customer's bookings and adding one cannot
     * interleave with another request for the same customer, on any server process. PostgreSQL:
     * transaction-scoped advisory locks, taken in one order so two requests cannot deadlock.
     * SQLite: the transaction already holds the database's write lock.
     */
    lockCustomer: async (keys: string[]): Promise<void> => {
      if (kind !== 'postgres') return;
      const numbers = [...new Set(keys.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      for (const number of numbers) await sql`select pg_advisory_xact_lock(${number.toString()}::bigint)`.execute(db);
    },

    /**
     * E-mail and phone of the confirmed bookings starting at or after `fromIso`: at most one per
     * slot (the unique slot index), so this stays small however many bookings there are.
     */
    holdersFrom: (fromIso: string): Promise<Array<{ email: string; phone: string }>> =>
      db
        .selectFrom('bookings')
        .select(['email', 'phone'])
        .where('status', 'in', ['held', 'confirmed'])
        .where('startsAt', '>=', fromIso)
        .execute(),

    /** How many bookings of a priced service (amount not null) hold or have an IST date. */
    pricedOnDate: async (date: string): Promise<number> => {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('date', '=', date)
        .where('status', 'in', ['held', 'confirmed'])
        .where('amount', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Times of the confirmed bookings starting in [fromIso, toIso). */
    takenTimes: async (fromIso: string, toIso: string): Promise<TimeSlot[]> =>
      (
        await db
          .selectFrom('bookings')
          .select('time')
          .where('status', 'in', ['held', 'confirmed'])
          .where('startsAt', '>=', fromIso)
          .where('startsAt', '<', toIso)
          .orderBy('startsAt')
          .execute()
      ).map((row) => row.time),

    /**
     * Stores a confirmed booking; the reference and calendar UID come from the new id. Throws a
     * unique violation of ONE_BOOKING_PER_SLOT when the slot is taken, whichever process took it.
     */
    insert: async (
      booking: NewBooking,
      identity: (id: number) => { reference: string; calendarUid: string },
    ): Promise<BookingRecord> => {
      const { service, ...fields } = booking;
      const { id } = await db
        .insertInto('bookings')
        .values({
          ...fields,
          reference: null,
          calendarUid: '',
          serviceId: service.id,
          serviceName: service.name,
          servicePrice: service.price,
          mailCustomer: 'queued',
          mailCompany: 'queued',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { reference, calendarUid } = identity(id);
      const row = await db
        .updateTable('bookings')
        .set({ reference, calendarUid })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBooking(row);
    },

    findById: async (id: number): Promise<BookingRecord | undefined> => {
      const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toBooking(row);
    },

    /**
     * Moves a confirmed booking to another slot and raises its SEQUENCE, only while it still
     * starts after `changeableAfter` (the deadline, checked in the same statement). Undefined
     * when it is not (cancelled, or too late); a unique violation of ONE_BOOKING_PER_SLOT when the
     * new slot is taken: the database decides, whichever process asks.
     */
    reschedule: async (
      id: number,
      slot: { date: string; time: TimeSlot; startsAt: string },
      changeableAfter: string,
    ): Promise<BookingRecord | undefined> => {
      return changeConfirmed(id, changeableAfter, slot);
    },

    /** Cancels a confirmed booking (freeing its slot) under the same deadline rule as `reschedule`. */
    cancel: async (id: number, cancelledAt: string, changeableAfter: string): Promise<BookingRecord | undefined> => {
      return changeConfirmed(id, changeableAfter, { status: 'cancelled', cancelledAt });
    },

    /** A held booking's advance arrived: held -> confirmed, once (undefined when it was not held). */
    confirmHeld: async (id: number): Promise<BookingRecord | undefined> => {
      const row = await db
        .updateTable('bookings')
        .set({ status: 'confirmed', payByMs: null })
        .where('id', '=', id)
        .where('status', '=', 'held')
        .returningAll()
        .executeTakeFirst();
      return row && toBooking(row);
    },

    /** A held booking whose advance never came: held -> cancelled (its slot is free again), once. */
    lapseHeld: async (id: number, cancelledAt: string): Promise<BookingRecord | undefined> => {
      const row = await db
        .updateTable('bookings')
        .set((eb) => ({ status: 'cancelled', cancelledAt, sequence: eb('sequence', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'held')
        .returningAll()
        .executeTakeFirst();
      return row && toBooking(row);
    },

    /** Confirmed bookings starting before `startsBefore` whose balance has not been mailed: the job's candidates. */
    listBalanceDue: async (startsBefore: string, nowIso: string, limit: number): Promise<number[]> =>
      (
        await db
          .selectFrom('bookings')
          .select('id')
          .where('status', '=', 'confirmed')
          .where('balanceMailedAtMs', 'is', null)
          .where('startsAt', '<=', startsBefore)
          .where('startsAt', '>', nowIso)
          .where('amount', 'is not', null)
          .orderBy('startsAt')
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    /** The balance job's one claim per booking. */
    claimBalanceMail: async (id: number, now: number): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('bookings')
            .set({ balanceMailedAtMs: now })
            .where('id', '=', id)
            .where('status', '=', 'confirmed')
            .where('balanceMailedAtMs', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    findByReference: async (reference: string): Promise<BookingRecord | undefined> => {
      const row = await db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
      return row && toBooking(row);
    },

    setMailStatus: async (id: number, role: 'customer' | 'company', status: MailStatus) => {
      await db
        .updateTable('bookings')
        .set(role === 'customer' ? { mailCustomer: status } : { mailCompany: status })
        .where('id', '=', id)
        .execute();
    },
  };
}
