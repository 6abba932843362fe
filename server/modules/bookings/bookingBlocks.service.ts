import type { BookingBlock, BookingBlockInput } from '../../../src/shared/contract/bookingBlock';
import { TIME_SLOTS, type TimeSlot } from '../../../src/shared/config/booking';
import type { AppContext } from '../../context';
import { BLOCKED_DAY, BLOCKED_SLOT, isUniqueViolation } from '../../platform/db/errors';
import { ONE_BLOCK_PER_SLOT } from './bookingBlocks.repository';
import type { Repositories } from '../../store';
import { badRequest, conflict, notFound } from '../../platform/lib/httpError';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';

export const BLOCK_MESSAGES = {
  dayClosed: 'We are closed for consultations on this day. Please choose another day.',
  slotClosed: 'This time slot is closed. Please choose another time.',
  duplicate: 'This day or time slot is already blocked.',
  notFound: 'Block not found',
  created: 'Blocked',
  updated: 'Block updated',
  removed: 'Block removed',
  heldByEvent:
    'This date is held by an accepted event proposal (see its reason). It cannot be changed or reopened from here.',
} as const;

/**
 * 400 with the field's message when the date, or this slot of it, is blocked: booking and
 * rescheduling refuse it whatever the calendar showed (the server decides, not the page).
 */
export async function assertNotBlocked(
  store: Pick<Repositories, 'bookingBlocks'>,
  date: string,
  time: TimeSlot,
): Promise<void> {
  const blocks = await store.bookingBlocks.list({ from: date, to: date });
  if (blocks.some((block) => block.time === null))
    throw badRequest(VALIDATION_FAILED, { selectedDate: [BLOCK_MESSAGES.dayClosed] });
  if (blocks.some((block) => block.time === time))
    throw badRequest(VALIDATION_FAILED, { selectedTime: [BLOCK_MESSAGES.slotClosed] });
}

/**
 * The database's own refusal (a block written by another request between the check above and the
 * write) as the same 400 the check gives; any other error goes on.
 */
export function blockedToBadRequest(error: unknown): never {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.includes(BLOCKED_DAY))
    throw badRequest(VALIDATION_FAILED, { selectedDate: [BLOCK_MESSAGES.dayClosed] });
  if (typeof message === 'string' && message.includes(BLOCKED_SLOT))
    throw badRequest(VALIDATION_FAILED, { selectedTime: [BLOCK_MESSAGES.slotClosed] });
  throw error;
}

/** The closed slots of a date: all of them when the whole day is blocked. */
export function closedSlots(blocks: BookingBlock[], date: string): TimeSlot[] {
  const own = blocks.filter((block) => block.date === date);
  if (own.some((block) => block.time === null)) return [...TIME_SLOTS];
  return TIME_SLOTS.filter((slot) => own.some((block) => block.time === slot));
}

const duplicateToConflict = (error: unknown): never => {
  if (isUniqueViolation(error, ONE_BLOCK_PER_SLOT))
    throw conflict(BLOCK_MESSAGES.duplicate, { date: [BLOCK_MESSAGES.duplicate] });
  throw error;
};

/** Blocked dates and slots, kept by the back office. */
export function bookingBlockService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  const fields = (input: BookingBlockInput) => ({
    date: input.date,
    time: (input.time || null) as TimeSlot | null,
    reason: input.reason ?? '',
  });
  /** Why a staff change touched nothing: the block is an accepted proposal's (409), or there is none (404). */
  const notChanged = async (id: number) =>
    (await store.bookingBlocks.heldByProposal(id))
      ? conflict(BLOCK_MESSAGES.heldByEvent)
      : notFound(BLOCK_MESSAGES.notFound);
  return {
    list: (range: { from?: string; to?: string }) => store.bookingBlocks.list(range),
    /** Whole days blocked in [from, to]: the public month view does not offer them. */
    closedDates: async (from: string, to: string): Promise<string[]> => [
      ...new Set(
        (await store.bookingBlocks.list({ from, to }))
          .filter((block) => block.time === null)
          .map((block) => block.date),
      ),
    ],
    create: (input: BookingBlockInput) =>
      store.bookingBlocks
        .insert({ ...fields(input), createdAt: new Date(clock.now()).toISOString() })
        .catch(duplicateToConflict),
    async update(id: number, input: BookingBlockInput): Promise<BookingBlock> {
      const updated = await store.bookingBlocks.update(id, fields(input)).catch(duplicateToConflict);
      if (!updated) throw await notChanged(id);
      return updated;
    },
    async remove(id: number): Promise<void> {
      if (!(await store.bookingBlocks.remove(id))) throw await notChanged(id);
    },
  };
}
