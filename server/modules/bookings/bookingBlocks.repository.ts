import type { Selectable } from 'kysely';
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

/** Closed dates and slots (holidays) that the public calendar does not offer. */
export function bookingBlocksRepository({ db }: Scope) {
  return {
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

    update: async (
      id: number,
      change: Pick<BookingBlock, 'date' | 'time' | 'reason'>,
    ): Promise<BookingBlock | undefined> => {
      const row = await db
        .updateTable('bookingBlocks')
        .set(change)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toBlock(row);
    },

    remove: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('bookingBlocks').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
