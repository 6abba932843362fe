import { isUniqueViolation } from '../../platform/db/errors';
import type { Repositories } from '../../store';
import { ONE_BLOCK_PER_SLOT } from './bookingBlocks.repository';

/*
 * An event date confirmed by an accepted proposal. The rule, one confirmation per date:
 * - an accepted proposal closes its whole IST date (a `booking_blocks` row naming it), so no
 *   other proposal can be accepted for it (the one-per-date unique index) and no consultation can
 *   be booked or moved onto it (the 0013 triggers);
 * - a proposal is refused for a date that already has a confirmed booking of a priced service
 *   (a booking "on request" is a conversation, not a sale of the date), or a date the staff closed.
 * Both sides take the date's lock (`bookingBlocks.lockDate`) first, so on PostgreSQL a booking
 * and an acceptance for one date are serialised; SQLite serialises every writer anyway.
 */

export type EventDateOutcome = 'reserved' | 'event' | 'closed' | 'booked';

/** Closes `date` for the proposal inside `tx`, or says why it cannot (nothing written then). */
export async function reserveEventDate(
  tx: Repositories,
  reservation: { date: string; proposalId: number; reason: string; createdAt: string },
): Promise<EventDateOutcome> {
  await tx.bookingBlocks.lockDate(reservation.date);
  const existing = await tx.bookingBlocks.dayBlock(reservation.date);
  if (existing) return existing.proposalId === null ? 'closed' : 'event';
  if ((await tx.bookings.pricedOnDate(reservation.date)) > 0) return 'booked';
  await tx.bookingBlocks.insertForProposal(reservation);
  return 'reserved';
}

/** The one-per-date index's refusal (the backstop behind the checks above). */
export const isDateTaken = (error: unknown) => isUniqueViolation(error, ONE_BLOCK_PER_SLOT);
