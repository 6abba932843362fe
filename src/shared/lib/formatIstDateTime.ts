import { lazyValue } from './lazyValue';

const istDateTime = lazyValue(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);

/**
 * An ISO instant as IST date and time, saying so: `1 Sept 2025, 2:30 pm IST` (orders, timelines,
 * admin lists: customers and staff read times in IST, and are told so). An unreadable date is
 * shown as it came.
 */
export function formatIstDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${istDateTime().format(date)} IST`;
}
