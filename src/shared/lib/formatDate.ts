import { lazyValue } from './lazyValue';

const longDate = lazyValue(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** `2025-10-04` -> `4 October 2025` (the date as written, whatever the visitor's time zone). */
export function formatDisplayDate(isoDate: string): string {
  return longDate().format(new Date(`${isoDate}T00:00:00Z`));
}

const weekdayDate = lazyValue(
  () => new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/** `2025-09-03` -> `Wednesday, 3 September` (a day as written, whatever the visitor's time zone). */
export function formatWeekdayDate(isoDate: string): string {
  return weekdayDate().format(new Date(`${isoDate}T00:00:00Z`));
}
