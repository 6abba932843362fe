import type { MailOutboxRecord, OutboxSubject } from '../db/schema';
import type { Repositories, Store } from '../../store';
import type { Clock } from '../lib/clock';
import { randomId } from '../lib/secret';
import type { FileAttachment, MailMessage, Mailer, OutgoingMail } from './mailer';
import { createOutcomeRecorder } from './outcomes';

/** What a caller can truthfully tell the customer about a mail it queued. */
export type DeliveryState = 'sent' | 'queued';

/** Makes the file that a named attachment stands for (see NamedAttachment), from its `ref`. */
export type AttachmentResolver = (ref: string) => Promise<FileAttachment>;

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

export const OUTBOX_DEFAULTS: OutboxOptions = {
  pollMs: 1000,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 30,
};

export interface OutboxWorker {
  /**
   * Writes a mail into the outbox inside the caller's transaction, so it exists exactly when the
   * record it confirms does, already claimed by this process: the caller sends it right after the
   * commit (`deliver` or `sendSoon`). Should this process stop first, another server sends it once
   * the claim's lease is over. The Message-ID is fixed now and reused by every retry.
   */
  enqueue(tx: Repositories, message: MailMessage, related?: OutboxSubject): Promise<MailOutboxRecord>;
  /**
   * Sends these rows now, waiting at most `waitMs` for those in `awaitRows` (default: all); a
   * mail that has not gone out by then (SMTP down or slow) stays queued and is retried. The
   * answer says, for each awaited row, whether it has left.
   */
  deliver(
    rows: MailOutboxRecord[],
    waitMs: number,
    awaitRows?: MailOutboxRecord[],
  ): Promise<Map<number, DeliveryState>>;
  /** Writes a mail to be sent at `sendAt` (epoch ms, the injected clock's time) by the poller of any process. */
  schedule(tx: Repositories, message: MailMessage, sendAt: number, related?: OutboxSubject): Promise<MailOutboxRecord>;
  /**
   * How the files of attachments named `named` are made, when their mail is sent (the app
   * registers each module's: the billing module's tax documents). A mail naming an attachment
   * nobody registered, or whose file cannot be made, fails to send and is retried like any other.
   */
  registerAttachments(named: string, resolve: AttachmentResolver): void;
  /**
   * Starts sending these rows without waiting for them, once what the caller does in this turn
   * of the event loop is done: the answer it is about to write goes out before the mail is made
   * (a tax document's PDF takes tens of milliseconds to render).
   */
  sendSoon(rows: MailOutboxRecord[]): void;
  /** Looks for due mail now, not at the next poll (a held mail was just made due). */
  wake(): void;
  /** Starts looking for due mail (retries, and mail another process left) every `pollMs`. */
  start(): void;
  /** Stops looking, waits for the sends under way and records their outcome. */
  stop(): Promise<void>;
  /** Resolves once nothing due is waiting and nothing is under way (tests). */
  idle(): Promise<void>;
}

/**
 * The outbox worker: sends queued mail at least once, retrying with exponential backoff and
 * jitter. Every server process runs one; a row is claimed with a lease before it is sent, so two
 * processes do not send the same mail (unless one dies mid-send: the other sends it again after
 * the lease, with the same Message-ID).
 */
export function createOutboxWorker(deps: {
  store: Store;
  mailer: Mailer;
  clock: Clock;
  log: (error: unknown) => void;
  /** Host name for Message-IDs (from PUBLIC_URL). */
  domain: string;
  options?: Partial<OutboxOptions>;
}): OutboxWorker {
  const { store, mailer, clock, log, domain } = deps;
  const options = { ...OUTBOX_DEFAULTS, ...deps.options };
  const workerId = randomId();
  const inFlight = new Set<Promise<unknown>>();
  const outcomes = createOutcomeRecorder({ store, workerId, log });
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<number> | undefined;
  let stopped = false;
  const resolvers = new Map<string, AttachmentResolver>();

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** Every send under way has finished and its outcome is written. */
  const drained = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    await outcomes.settled();
  };

  const retryDelay = (attempts: number) => {
    const delay = Math.min(options.maxRetryMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(delay * (0.8 + Math.random() * 0.4));
  };

  /** A queued message as the mailer sends it: its named attachments made into files now. */
  const outgoing = async (row: MailOutboxRecord): Promise<OutgoingMail> => {
    const { attachments: listed, ...message } = JSON.parse(row.payload) as MailMessage;
    if (!listed?.length) return message;
    const attachments = await Promise.all(
      listed.map((attachment) => {
        if (!('named' in attachment)) return attachment;
        const resolve = resolvers.get(attachment.named);
        if (!resolve) throw new Error(`No attachments named "${attachment.named}" are registered`);
        return resolve(attachment.ref);
      }),
    );
    return { ...message, attachments };
  };

  /**
   * Sends one claimed row; resolves to whether it went out (its outcome is recorded in a batch).
   * Making an attachment is part of the send: should it fail, the mail is retried, never sent without it.
   */
  const send = (row: MailOutboxRecord): Promise<boolean> =>
    track(
      outgoing(row)
        .then((message) => mailer.send(message, { messageId: row.messageId }))
        .then(
          () => {
            outcomes.record({ row, sent: true, at: clock.now() });
            return true;
          },
          (error: unknown) => {
            const attempts = row.attempts + 1;
            const retryAt = attempts >= options.maxAttempts ? null : clock.now() + retryDelay(attempts);
            const reason = error instanceof Error ? error.message : String(error);
            log(
              new Error(
                `Mail ${row.messageId} to ${row.recipient} not sent (attempt ${attempts}${retryAt === null ? ', giving up' : ''}): ${reason}`,
              ),
            );
            outcomes.record({ row, sent: false, error: reason, retryAt });
            return false;
          },
        ),
    );

  const pollOnce = async (): Promise<number> => {
    const now = clock.now();
    const rows = await store.transaction((tx) => tx.outbox.claimDue(workerId, now, now + options.leaseMs));
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
    enqueue(tx, message, related) {
      const now = clock.now();
      return tx.outbox.enqueue(
        {
          messageId: `<${randomId()}@${domain}>`,
          recipient: message.to,
          subject: message.subject,
          payload: JSON.stringify(message),
          related,
        },
        { now, claimedBy: workerId, leaseUntil: now + options.leaseMs },
      );
    },

    schedule(tx, message, sendAt, related) {
      return tx.outbox.schedule(
        {
          messageId: `<${randomId()}@${domain}>`,
          recipient: message.to,
          subject: message.subject,
          payload: JSON.stringify(message),
          related,
        },
        { now: clock.now(), sendAt },
      );
    },

    async deliver(rows, waitMs, awaitRows = rows) {
      const told = new Map<number, DeliveryState>(awaitRows.map((row) => [row.id, 'queued']));
      // Mail someone is waiting for goes first; the rest follows it (it would only queue ahead of it).
      const awaited = rows.filter((row) => told.has(row.id)).map((row) => ({ row, sending: send(row) }));
      const rest = rows.filter((row) => !told.has(row.id));
      void Promise.allSettled(awaited.map(({ sending }) => sending)).then(() => rest.forEach((row) => void send(row)));
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs)));
      await Promise.race([
        Promise.all(awaited.map(async ({ row, sending }) => told.set(row.id, (await sending) ? 'sent' : 'queued'))),
        deadline,
      ]);
      clearTimeout(timeout);
      // A copy: sends still under way must not change what the caller was told.
      return new Map(told);
    },

    registerAttachments(named, resolve) {
      resolvers.set(named, resolve);
    },

    sendSoon(rows) {
      if (rows.length === 0) return;
      // Tracked from now, so `idle` and `stop` wait for these sends too.
      void track(new Promise((resolve) => setImmediate(resolve)).then(() => rows.forEach((row) => void send(row))));
    },

    wake() {
      // Tracked, so `idle` and `stop` wait for this poll and the sends it starts.
      if (!stopped) void track(new Promise((resolve) => setImmediate(resolve)).then(poll));
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
      await drained();
    },

    async idle() {
      for (;;) {
        await drained();
        const claimed = await poll();
        if (claimed === 0 && inFlight.size === 0) return;
      }
    },
  };
}
