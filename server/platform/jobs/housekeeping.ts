import type { Store } from '../../store';
import type { Clock } from '../lib/clock';

const DAY = 24 * 60 * 60 * 1000;

export const HOUSEKEEPING = {
  /** How often each process purges (every process may; the deletes do not conflict). */
  intervalMs: 10 * 60 * 1000,
  /** Revoked sessions are kept a day (a reused token then still reads "revoked"), then removed. */
  keepRevokedSessionsMs: DAY,
  keepSentMailMs: 7 * DAY,
  keepFailedMailMs: 30 * DAY,
};

/** Removes what can never be used again, so the data does not grow from logins, resets, mail or counters alone. */
export async function purgeExpired(store: Store, now: number) {
  const { sessions, resets } = await store.sessions.purgeExpired(now, HOUSEKEEPING.keepRevokedSessionsMs);
  const mails = await store.outbox.purge(now, HOUSEKEEPING.keepSentMailMs, HOUSEKEEPING.keepFailedMailMs);
  const counters = await store.rateLimits.purgeExpired(now);
  return { sessions, resets, mails, counters };
}

/** Runs `purgeExpired` now and then every `intervalMs`; returns a function that stops it. */
export function scheduleHousekeeping(
  store: Store,
  clock: Clock,
  log: (error: unknown) => void,
  intervalMs = HOUSEKEEPING.intervalMs,
): () => void {
  const run = () => void purgeExpired(store, clock.now()).catch(log);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
