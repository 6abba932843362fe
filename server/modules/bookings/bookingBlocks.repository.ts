import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { BookingBlock } from '../../../src/shared/contract/bookingBlock';
import type { TimeSlot } from '../../../src/shared/config/booking';
import type { BookingBlocksTable } from './tables';
import type { Scope } from '../../store';

/** The unique index that holds one block per date and slot (the whole day counting as one). */
export const ONE_BLOCK_PER_SLOT = 'booking_blocks_one_per_slot';

const toBlock = (row: Selectable<BookingBlocksTable>): BookingBlock => ({
  id: row.id,
  date: row.date,
  time: row.time,
  reason: row.reason,
  createdAt: row.createdAt,
});

/** A 64-bit advisory lock number for an IST date (PostgreSQL's lock space is one bigint). */
const dateLockNumber = (date: string) => createHash('sha256').update(`event-date:${date}`).digest().readBigInt64BE(0);

/** Closed dates and slots (holidays) that the public calendar does not offer. */
export function bookingBlocksRepository({ db, kind }: Scope) {
  return {
    /**
     * Inside a transaction: waits until no other transaction holds this IST date. Taken by every
     * write that confirms something on a date (a booking, a reschedule, a proposal's acceptance)
     * before it reads what is there, so a booking and a proposal's whole-day block cannot both
     * commit for one date on PostgreSQL (READ COMMITTED: each statement after the lock sees what
     * the other committed). SQLite: the transaction already holds the database's write lock.
     */
    lockDate: async (date: string): Promise<void> => {
      if (kind !== 'postgres') return;
      await sql`select pg_advisory_xact_lock(${dateLockNumber(date).toString()}::bigint)`.execute(db);
    },

    /** The whole-day block of a date, if any, and the proposal that made it (null: the staff's). */
    dayBlock: async (date: string): Promise<{ id: number; proposalId: number | null } | undefined> =>
      db
        .selectFrom('bookingBlocks')
        .select(['id', 'proposalId'])
        .where('date', '=', date)
        .where('time', 'is', null)
        .executeTakeFirst(),

    /** Whether this block is an accepted proposal's (staff changes leave it alone). */
    heldByProposal: async (id: number): Promise<boolean> =>
      (await db
        .selectFrom('bookingBlocks')
        .select('id')
        .where('id', '=', id)
        .where('proposalId', 'is not', null)
        .executeTakeFirst()) !== undefined,

    /** Closes a whole date for an accepted proposal's event; a unique violation of ONE_BLOCK_PER_SLOT when it is closed already. */
    insertForProposal: async (block: { date: string; reason: string; proposalId: number; createdAt: string }) => {
      await db
        .insertInto('bookingBlocks')
        .values({ ...block, time: null })
        .execute();
    },
    /** Blocks of dates in [from, to] (IST `YYYY-MM-DD`, either end optional), by date then slot. */
    list: async (range: { from?: string; to?: string } = {}): Promise<BookingBlock[]> => {
      let query = db.selectFrom('bookingBlocks').selectAll();
      if (range.from) query = query.where('date', '>=', range.from);
      if (range.to) query = query.where('date', '<=', range.to);
      return (await query.orderBy('date').orderBy('time').orderBy('id').execute()).map(toBlock);
    },

    /** Whether this slot of the date is closed, by a block of the slot or of the whole day. */
    isBlocked: async (date: string, time: TimeSlot): Promise<boolean> => {
      const row = await db
        .selectFrom('bookingBlocks')
        .select('id')
        .where('date', '=', date)
        .where((eb) => eb.or([eb('time', 'is', null), eb('time', '=', time)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Throws a unique violation of ONE_BLOCK_PER_SLOT when the date (or slot) is already blocked. */
    insert: async (block: Omit<BookingBlock, 'id'>): Promise<BookingBlock> =>
      toBlock(await db.insertInto('bookingBlocks').values(block).returningAll().executeTakeFirstOrThrow()),

    /** A staff change; a date closed by an accepted proposal is not the staff's to move or reopen here. */
    update: async (
      id: number,
      change: Pick<BookingBlock, 'date' | 'time' | 'reason'>,
    ): Promise<BookingBlock | undefined> => {
      const row = await db
        .updateTable('bookingBlocks')
        .set(change)
        .where('id', '=', id)
        .where('proposalId', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row && toBlock(row);
    },

    remove: async (id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('bookingBlocks')
        .where('id', '=', id)
        .where('proposalId', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
