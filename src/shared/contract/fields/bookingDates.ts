import {
  BOOKING_MIN_NOTICE_HOURS,
  BOOKING_WINDOW_DAYS,
  CONSULTATION_MINUTES,
  IST_OFFSET_MINUTES,
  TIME_SLOTS,
  type TimeSlot,
} from '../../config/booking';
import { lazyValue } from '../../lib/lazyValue';

// Booking dates are calendar dates in India Standard Time written as ISO `YYYY-MM-DD`; the time
// slots are IST wall-clock times. IST has no daylight saving, so a fixed offset turns them into
// instants. The month view, the shared validation and the server all use these functions with
// their own clock (`now`, epoch ms), so the rules are the same everywhere.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * MINUTE;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-02-29` -> null (not a real date); `2028-02-29` -> its parts. */
export function parseIsoDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

export const isIsoDate = (value: unknown): value is string => parseIsoDate(value) !== null;

const pad = (value: number) => String(value).padStart(2, '0');
const isoOfUtcMidnight = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcMidnight = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The IST calendar date of an instant. */
export const istDateOf = (epochMs: number): string => isoOfUtcMidnight(epochMs + IST_OFFSET_MS);

export const addDays = (iso: string, days: number): string => isoOfUtcMidnight(utcMidnight(iso) + days * DAY);

/** `09:00 AM` -> 9:00, `07:00 PM` -> 19:00, as minutes after midnight. */
export function slotMinutes(time: TimeSlot): number {
  const [clock, meridiem] = time.split(' ');
  const [hour, minutes] = clock.split(':').map(Number);
  return ((hour % 12) + (meridiem === 'PM' ? 12 : 0)) * 60 + minutes;
}

/** The instant (epoch ms) an IST date begins. */
export const istDayStart = (iso: string): number => utcMidnight(iso) - IST_OFFSET_MS;

/** The instant (epoch ms) a slot of an IST date starts, and when the hour-long consultation ends. */
export function slotTimes(iso: string, time: TimeSlot): { start: number; end: number } {
  const start = utcMidnight(iso) - IST_OFFSET_MS + slotMinutes(time) * MINUTE;
  return { start, end: start + CONSULTATION_MINUTES * MINUTE };
}

/** The bookable dates: today in IST up to BOOKING_WINDOW_DAYS days later (both included). */
export function bookingWindow(now: number): { first: string; last: string } {
  const first = istDateOf(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

export type DateProblem = 'invalid' | 'past' | 'outside';

/** Why a date cannot be booked at `now`, or null when it is inside the window. */
export function dateProblem(value: unknown, now: number): DateProblem | null {
  if (!isIsoDate(value)) return 'invalid';
  const { first, last } = bookingWindow(now);
  if (value < first) return 'past';
  if (value > last) return 'outside';
  return null;
}

/** A slot can be booked only with at least the minimum notice (this also rules out past slots). */
export const slotOpen = (iso: string, time: TimeSlot, now: number): boolean =>
  slotTimes(iso, time).start - now >= BOOKING_MIN_NOTICE_HOURS * HOUR;

/** A day of the window with at least one slot outside the minimum notice. */
export const dayBookable = (iso: string, now: number): boolean =>
  dateProblem(iso, now) === null && TIME_SLOTS.some((time) => slotOpen(iso, time, now));

// ---- The month view ----

/** `2026-02` of `2026-02-14`. */
export const monthOf = (iso: string): string => iso.slice(0, 7);

export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}

/** Every date of a month (never one it does not have), with its weekday (0 = Sunday). */
export function monthDates(month: string): Array<{ iso: string; day: number; weekday: number }> {
  const [year, index] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length }, (_, n) => {
    const iso = `${month}-${pad(n + 1)}`;
    return { iso, day: n + 1, weekday: new Date(utcMidnight(iso)).getUTCDay() };
  });
}

const dateFormat = lazyValue(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const longDateFormat = lazyValue(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthFormat = lazyValue(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** `2026-09-12` -> `September 12, 2026` (the spec's review format). */
export const formatBookingDate = (iso: string): string => dateFormat().format(utcMidnight(iso));

/** `2026-09-12` -> `Saturday, September 12, 2026` (the day buttons' names). */
export const formatLongBookingDate = (iso: string): string => longDateFormat().format(utcMidnight(iso));

/** `2026-09` -> `September 2026`. */
export const formatMonth = (month: string): string => monthFormat().format(utcMidnight(`${month}-01`));

/** An instant as IST wall-clock text: `Saturday, September 12, 2026 at 11:00 AM IST`. */
export function formatIstInstant(epochMs: number): string {
  const local = new Date(epochMs + IST_OFFSET_MS);
  const hours = local.getUTCHours();
  const clock = `${pad(hours % 12 === 0 ? 12 : hours % 12)}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatLongBookingDate(isoOfUtcMidnight(local.getTime()))} at ${clock} IST`;
}
