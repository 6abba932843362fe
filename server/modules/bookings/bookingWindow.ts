import type { TimeSlot } from '../../../src/shared/config/booking';
import { dateProblem, slotOpen, slotTimes } from '../../../src/shared/contract/fields/bookingDates';
import { BOOKING_FIELD_MESSAGES as M } from '../../../src/shared/contract/booking';
import { badRequest } from '../../platform/lib/httpError';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';

const HOUR = 60 * 60_000;

/**
 * The booking window and minimum notice at the server's clock (src/shared/config/booking.ts):
 * a past date, a date beyond the window and a slot inside the notice are refused with 400 and
 * the field's message. The shape of the date (a real `YYYY-MM-DD`) was checked by validation.
 */
export function assertBookable(date: string, time: TimeSlot, now: number): void {
  const problem = dateProblem(date, now);
  if (problem) {
    const message = problem === 'past' ? M.datePast : problem === 'outside' ? M.dateOutsideWindow : M.dateInvalid;
    throw badRequest(VALIDATION_FAILED, { selectedDate: [message] });
  }
  if (!slotOpen(date, time, now)) throw badRequest(VALIDATION_FAILED, { selectedTime: [M.slotTooSoon] });
}

/** Until when a booking starting at `startsAt` can be changed by its link (epoch ms). */
export const changeDeadline = (startsAt: number, deadlineHours: number) => startsAt - deadlineHours * HOUR;

export const startOf = (date: string, time: TimeSlot) => slotTimes(date, time);
