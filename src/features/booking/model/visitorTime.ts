import { TIME_SLOTS, type TimeSlot } from '@/shared/config/booking';
import { slotTimes } from '@/shared/contract/fields/bookingDates';

/** The browser's time zone (`Europe/London`), or undefined when it does not say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const clock = (zone: string, withDay: boolean) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
  });

/**
 * Each slot of an IST date in the visitor's zone (`4:30 AM`, with the date when it is another
 * day there), or null when that zone shows the same wall-clock times as IST.
 */
export function slotsInZone(date: string, zone: string | undefined): Record<TimeSlot, string> | null {
  if (!zone) return null;
  const ist = clock('Asia/Kolkata', true);
  const local = clock(zone, true);
  const same = TIME_SLOTS.every(
    (time) => ist.format(slotTimes(date, time).start) === local.format(slotTimes(date, time).start),
  );
  if (same) return null;
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  return Object.fromEntries(
    TIME_SLOTS.map((time) => {
      const start = slotTimes(date, time).start;
      return [time, clock(zone, dayOf.format(start) !== date).format(start)];
    }),
  ) as Record<TimeSlot, string>;
}
