import { lazyValue } from './lazyValue';

const IST = 'Asia/Kolkata';
const istTime = lazyValue(
  () => new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: IST }),
);
const istDay = lazyValue(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: IST }));
const istDayKey = lazyValue(
  () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: IST }),
);

/**
 * A deadline as a time of day in IST, saying so: `14:35 IST` when it falls on the same IST day as
 * `today` (epoch ms), otherwise with its day, `14:35 IST on 28 November`. Without `today` the day
 * is always written (a mail may be read on another day). Pay-by times on the order pages, in
 * mails and in the timeline use it.
 */
export function formatIstTime(iso: string, today?: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${istTime().format(date)} IST`;
  const sameDay = today !== undefined && istDayKey().format(date) === istDayKey().format(new Date(today));
  return sameDay ? time : `${time} on ${istDay().format(date)}`;
}
