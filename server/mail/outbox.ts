import type { OutboxSubject } from '../db/schema';
import type { Repositories, Store } from '../db/store';
import type { Clock } from '../lib/clock';
import { randomId } from '../services/secret';
import type { MailMessage, Mailer } from './mailer';

/** What a caller can truthfully tell the customer about a mail it queued. */
export type DeliveryState = 'sent' | 'queued';

export interface OutboxOptions {
  /** How often each process looks for due mail (ms). */
  pollMs: number;
  /** How long a claimed row is held before another process may take it over (ms). */
  leaseMs: number;
  /** First retry after this long; each later one waits twice as long, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** After this many failed attempts the mail is marked failed (about a day with the defaults). */
  maxAttempts: number;
}

export const OUTBOX_DEFAULTS: OutboxOptions = { pollMs: 1000, leaseMs: 60_000, retryBaseMs: 30_000, maxRetryMs: 3_600_000, maxAttempts: 30 };

/**
 * Writes a mail into the outbox inside the caller's transaction, so it exists exactly when the
 * record it confirms does. The Message-ID is fixed now and reused by every retry.
 */
export async function enqueueMail(tx: Repositories, message: MailMessage, options: { now: number; domain: string; related?: OutboxSubject }): Promise<number> {
  return tx.outbox.enqueue(
    {
      messageId: `<${randomId()}@${options.domain}>`,
      recipient: message.to,
      subject: message.subject,
      payload: JSON.stringify(message),
      related: options.related,
    },
    options.now,
  );
}

export interface OutboxWorker {
  /**
   * Sends these rows from this process now, waiting at most `waitMs` for those in `awaitIds`
   * (default: all); a mail that has not gone out by then (SMTP down or slow) stays queued and is
   * retried. The answer says, for each awaited row, whether it has left.
   */
  deliver(ids: number[], waitMs: number, awaitIds?: number[]): Promise<Map<number, DeliveryState>>;
  /** Starts sending these rows now without waiting for them (the poller would find them within `pollMs`). */
  sendSoon(ids: number[]): void;
  /** Starts looking for due mail every `pollMs`. */
  start(): void;
  /** Stops looking and waits for the sends under way. */
  stop(): Promise<void>;
  /** Resolves once nothing due is waiting and no send is under way (tests). */
  idle(): Promise<void>;
}

type Claimed = Awaited<ReturnType<Repositories['outbox']['claimDue']>>[number];

/**
 * The outbox worker: sends queued mail at least once, in the background, retrying with
 * exponential backoff and jitter. Every server process runs one; a row is claimed with a lease
 * before it is sent, so two processes do not send the same mail (unless one dies mid-send, when
 * the other sends it again after the lease, with the same Message-ID).
 */
export function createOutboxWorker(deps: { store: Store; mailer: Mailer; clock: Clock; log: (error: unknown) => void; options?: Partial<OutboxOptions> }): OutboxWorker {
  const { store, mailer, clock, log } = deps;
  const options = { ...OUTBOX_DEFAULTS, ...deps.options };
  const workerId = randomId();
  const inFlight = new Set<Promise<boolean>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<number> | undefined;
  let stopped = false;

  const retryDelay = (attempts: number) => {
    const delay = Math.min(options.maxRetryMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(delay * (0.8 + Math.random() * 0.4));
  };

  const recordOutcome = async (tx: Repositories, row: Claimed, status: 'sent' | 'failed') => {
    if (row.relatedType === 'booking' && row.relatedId !== null && (row.relatedRole === 'customer' || row.relatedRole === 'company')) {
      await tx.bookings.setMailStatus(row.relatedId, row.relatedRole, status);
    }
  };

  /** Sends one claimed row and records the outcome; resolves to whether it went out. */
  const send = (row: Claimed): Promise<boolean> => {
    const sending = (async () => {
      try {
        await mailer.send(JSON.parse(row.payload) as MailMessage, { messageId: row.messageId });
      } catch (error) {
        const attempts = row.attempts + 1;
        const retryAt = attempts >= options.maxAttempts ? null : clock.now() + retryDelay(attempts);
        log(new Error(`Mail ${row.messageId} to ${row.recipient} not sent (attempt ${attempts}${retryAt === null ? ', giving up' : ''}): ${(error as Error).message}`));
        await store.transaction(async (tx) => {
          if ((await tx.outbox.markAttemptFailed(row.id, workerId, (error as Error).message ?? String(error), retryAt)) && retryAt === null) {
            await recordOutcome(tx, row, 'failed');
          }
        });
        return false;
      }
      await store.transaction(async (tx) => {
        if (await tx.outbox.markSent(row.id, workerId, clock.now())) await recordOutcome(tx, row, 'sent');
      });
      return true;
    })().catch((error: unknown) => {
      log(error);
      return false;
    });
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  };

  const lease = () => {
    const now = clock.now();
    return { now, until: now + options.leaseMs };
  };

  const pollOnce = async (): Promise<number> => {
    const { now, until } = lease();
    const rows = await store.transaction((tx) => tx.outbox.claimDue(workerId, now, until));
    for (const row of rows) void send(row);
    return rows.length;
  };

  const poll = () => {
    polling ??= pollOnce()
      .catch((error: unknown) => {
        log(error);
        return 0;
      })
      .finally(() => (polling = undefined));
    return polling;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void poll().finally(schedule), options.pollMs);
    timer.unref();
  };

  return {
    async deliver(ids, waitMs, awaitIds = ids) {
      const { now, until } = lease();
      const rows = await store.transaction((tx) => tx.outbox.claimIds(ids, workerId, now, until));
      const outcomes = new Map<number, DeliveryState>(awaitIds.map((id) => [id, 'queued']));
      const sends = rows.map(async (row) => ({ id: row.id, sent: await send(row) }));
      const awaited = sends.filter((_, index) => awaitIds.includes(rows[index].id));
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs)));
      await Promise.race([
        Promise.all(awaited.map(async (sending) => {
          const { id, sent } = await sending;
          outcomes.set(id, sent ? 'sent' : 'queued');
        })),
        deadline,
      ]);
      clearTimeout(timeout);
      // A copy: sends still under way must not change what the caller was told.
      return new Map(outcomes);
    },

    sendSoon(ids) {
      this.deliver(ids, 0).catch(log);
    },

    start() {
      stopped = false;
      if (!timer) schedule();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await polling;
      await Promise.all([...inFlight]);
    },

    async idle() {
      for (;;) {
        await Promise.all([...inFlight]);
        const claimed = await poll();
        if (claimed === 0 && inFlight.size === 0) return;
      }
    },
  };
}
