import {
  bookingWindow,
  dateProblem,
  dayBookable,
  formatBookingDate,
  istDateOf,
  monthDates,
  parseIsoDate,
  shiftMonth,
  slotOpen,
  slotTimes,
} from './bookingDates';

const HOUR = 3_600_000;
/** The instant of an IST wall-clock time. */
const ist = (iso: string, hh: number, mm = 0) => Date.parse(`${iso}T00:00:00Z`) - 5.5 * HOUR + (hh * 60 + mm) * 60_000;

describe('booking dates (IST)', () => {
  it('accepts only real YYYY-MM-DD dates: 29 February in leap years, never day 31 of a 30-day month', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
    for (const bad of [
      '2026-02-29',
      '2100-02-29',
      '2026-09-31',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-9-1',
      '12',
      12,
      '2026-09-12T00:00Z',
      '1999-12-31',
    ]) {
      expect([bad, parseIsoDate(bad)]).toEqual([bad, null]);
    }
  });

  it('today changes at IST midnight (18:30 UTC), not at UTC midnight', () => {
    expect(istDateOf(Date.UTC(2026, 10, 23, 18, 29, 59, 999))).toBe('2026-11-23');
    expect(istDateOf(Date.UTC(2026, 10, 23, 18, 30))).toBe('2026-11-24');
    // Just after IST midnight yesterday is past.
    expect(dateProblem('2026-11-23', Date.UTC(2026, 10, 23, 18, 30))).toBe('past');
    expect(dateProblem('2026-11-23', Date.UTC(2026, 10, 23, 18, 29))).toBeNull();
  });

  it('opens today to 90 days ahead, both included, across month and year ends', () => {
    expect(bookingWindow(ist('2026-11-23', 10))).toEqual({ first: '2026-11-23', last: '2027-02-21' });
    expect(bookingWindow(ist('2027-12-31', 23, 59))).toEqual({ first: '2027-12-31', last: '2028-03-30' });
    const now = ist('2026-11-23', 10);
    expect(dateProblem('2027-02-21', now)).toBeNull();
    expect(dateProblem('2027-02-22', now)).toBe('outside');
    expect(dateProblem('2026-11-22', now)).toBe('past');
    expect(dateProblem('2027-02-30', now)).toBe('invalid');
  });

  it('closes slots inside the 12-hour notice, to the millisecond', () => {
    const slot = ist('2026-11-30', 9); // 30 November (the last day of the month), 09:00 IST
    expect(slotOpen('2026-11-30', '09:00 AM', slot - 12 * HOUR)).toBe(true);
    expect(slotOpen('2026-11-30', '09:00 AM', slot - 12 * HOUR + 1)).toBe(false);
    // At 21:00 IST the next morning's 09:00 is exactly 12 hours away: open; its 10:00 too.
    expect(slotOpen('2026-12-01', '09:00 AM', ist('2026-11-30', 21))).toBe(true);
    // A day whose every slot is inside the notice cannot be chosen at all.
    expect(dayBookable('2026-11-30', ist('2026-11-30', 8))).toBe(false);
    expect(dayBookable('2026-12-01', ist('2026-11-30', 8))).toBe(true);
    expect(dayBookable('2026-11-30', ist('2026-11-29', 19))).toBe(true);
  });

  it('turns slots into UTC instants on leap days and at the end of the year', () => {
    expect(new Date(slotTimes('2028-02-29', '07:00 PM').start).toISOString()).toBe('2028-02-29T13:30:00.000Z');
    expect(new Date(slotTimes('2027-01-01', '09:00 AM').start).toISOString()).toBe('2027-01-01T03:30:00.000Z');
  });

  it('lists the days a month has, with weekdays, and moves between months', () => {
    expect(monthDates('2027-02')).toHaveLength(28);
    expect(monthDates('2028-02')).toHaveLength(29);
    expect(monthDates('2026-09').at(-1)).toEqual({ iso: '2026-09-30', day: 30, weekday: 3 });
    expect(monthDates('2026-11')[0]).toEqual({ iso: '2026-11-01', day: 1, weekday: 0 });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(formatBookingDate('2028-02-29')).toBe('February 29, 2028');
  });
});
