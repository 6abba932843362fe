import * as yup from 'yup';
import { TIME_SLOTS, type TimeSlot } from '../config/booking';
import { isIsoDate } from './fields/bookingDates';
import { optionalChoice } from './fields/contactFields';

export const BOOKING_BLOCK_MESSAGES = {
  dateInvalid: 'Please choose a date (YYYY-MM-DD)',
  timeInvalid: 'Please choose one of the time slots, or the whole day',
  reasonTooLong: 'Please keep the reason under 200 characters',
} as const;

const M = BOOKING_BLOCK_MESSAGES;

/** A blocked date or slot (back office form and `POST/PUT /api/admin/booking-blocks`); no time = the whole day. */
export const bookingBlockSchema = yup.object({
  date: yup
    .string()
    .required(M.dateInvalid)
    .test('iso-date', M.dateInvalid, (value) => value === undefined || isIsoDate(value)),
  time: optionalChoice(TIME_SLOTS, M.timeInvalid),
  reason: yup.string().trim().default('').max(200, M.reasonTooLong),
});

export type BookingBlockInput = yup.InferType<typeof bookingBlockSchema>;

/** A closed date (`time` null) or slot, as `/api/admin/booking-blocks` answers it. */
export interface BookingBlock extends Omit<BookingBlockInput, 'time'> {
  id: number;
  time: TimeSlot | null;
  createdAt: string;
}
