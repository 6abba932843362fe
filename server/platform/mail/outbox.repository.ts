import type { ExpressionBuilder } from 'kysely';
import type { Database, MailOutboxRecord, OutboxStatus, OutboxSubject } from '../db/schema';
import type { Scope } from '../../store';

export interface NewOutboxMail {
  messageId: string;
  recipient: string;
  subject: string;
  payload: string;
  related?: OutboxSubject;
}

/** Who sends a new row: the process that wrote it, right after its commit, until `leaseUntil`. */
export interface InitialClaim {
  now: number;
  claimedBy: string;
  leaseUntil: number;
}

const CLAIM_BATCH = 20;

/** The mail outbox table (the worker in server/platform/mail/outbox.ts sends what is here). */
export function outboxRepository({ db, kind }: Scope) {
  const claimable = (now: number) => (eb: ExpressionBuilder<Database, 'mailOutbox'>) =>
    eb.and([eb('status', '=', 'pending'), eb.or([eb('lockedUntilMs', 'is', null), eb('lockedUntilMs', '<', now)])]);

  /** A new pending row: `enqueue` claims it for the writing process, `schedule` leaves it for later. */
  const insertPending = (
    mail: NewOutboxMail,
    when: { createdAtMs: number; nextAttemptAtMs: number; lockedUntilMs: number | null; lockedBy: string | null },
  ): Promise<MailOutboxRecord> =>
    db
      .insertInto('mailOutbox')
      .values({
        messageId: mail.messageId,
        recipient: mail.recipient,
        subject: mail.subject,
        payload: mail.payload,
        status: 'pending',
        attempts: 0,
        lastError: null,
        relatedType: mail.related?.type ?? null,
        relatedId: mail.related?.id ?? null,
        relatedRole: mail.related?.role ?? null,
        sentAtMs: null,
        ...when,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

  return {
    enqueue: (mail: NewOutboxMail, claim: InitialClaim): Promise<MailOutboxRecord> =>
      insertPending(mail, {
        createdAtMs: claim.now,
        nextAttemptAtMs: claim.now,
        lockedUntilMs: claim.leaseUntil,
        lockedBy: claim.claimedBy,
      }),

    /**
     * A mail to send later (a reminder): unclaimed, due at `sendAt`; whichever server polls
     * first after that sends it, once (the row is `sent` from then on, across restarts).
     */
    schedule: (mail: NewOutboxMail, at: { now: number; sendAt: number }): Promise<MailOutboxRecord> =>
      insertPending(mail, { createdAtMs: at.now, nextAttemptAtMs: at.sendAt, lockedUntilMs: null, lockedBy: null }),

    /** Drops the not yet sent mail of a record in these roles (reminders of a moved or cancelled booking). */
    dropPending: async (related: Omit<OutboxSubject, 'role'>, roles: string[]): Promise<number> => {
      const result = await db
        .deleteFrom('mailOutbox')
        .where('relatedType', '=', related.type)
        .where('relatedId', '=', related.id)
        .where('relatedRole', 'in', roles)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Takes back a held mail of a record (an undone order step) while it is still held (due after
     * `now`: not released) and no worker has claimed it: one conditional DELETE, so it is either
     * cancelled here or sent there, never both.
     */
    cancelUnclaimed: async (related: OutboxSubject, now: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('mailOutbox')
        .where('relatedType', '=', related.type)
        .where('relatedId', '=', related.id)
        .where('relatedRole', '=', related.role)
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .where('lockedBy', 'is', null)
        .where('nextAttemptAtMs', '>', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Lets a held mail of a record go at once (staff chose not to wait for the undo window): one
     * conditional UPDATE making the still held, unclaimed row due `now`. From then on
     * `cancelUnclaimed` no longer matches it, so a released mail cannot be taken back.
     */
    releaseUnclaimed: async (related: OutboxSubject, now: number): Promise<boolean> => {
      const result = await db
        .updateTable('mailOutbox')
        .set({ nextAttemptAtMs: now })
        .where('relatedType', '=', related.type)
        .where('relatedId', '=', related.id)
        .where('relatedRole', '=', related.role)
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .where('lockedBy', 'is', null)
        .where('nextAttemptAtMs', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Takes up to a batch of rows that are due. On PostgreSQL, `for update skip locked` lets
     * several servers claim at once without waiting on each other; SQLite's write lock already
     * makes claims one at a time.
     */
    claimDue: (worker: string, now: number, leaseUntil: number): Promise<MailOutboxRecord[]> => {
      let due = db
        .selectFrom('mailOutbox')
        .select('id')
        .where(claimable(now))
        .where('nextAttemptAtMs', '<=', now)
        .orderBy('id')
        .limit(CLAIM_BATCH);
      if (kind === 'postgres') due = due.forUpdate().skipLocked();
      return db
        .updateTable('mailOutbox')
        .set({ lockedBy: worker, lockedUntilMs: leaseUntil })
        .where('id', 'in', due)
        .where(claimable(now))
        .returningAll()
        .execute();
    },

    /** Ends a claimed row's life as sent. False when this worker no longer held it. */
    markSent: async (id: number, worker: string, now: number): Promise<boolean> => {
      const result = await db
        .updateTable('mailOutbox')
        .set((eb) => ({
          status: 'sent' as OutboxStatus,
          sentAtMs: now,
          attempts: eb('attempts', '+', 1),
          lockedBy: null,
          lockedUntilMs: null,
          lastError: null,
        }))
        .where('id', '=', id)
        .where('lockedBy', '=', worker)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** After a failed attempt: try again at `retryAt`, or give up (`retryAt` null). */
    markAttemptFailed: async (id: number, worker: string, error: string, retryAt: number | null): Promise<boolean> => {
      const result = await db
        .updateTable('mailOutbox')
        .set((eb) => ({
          status: (retryAt === null ? 'failed' : 'pending') as OutboxStatus,
          attempts: eb('attempts', '+', 1),
          nextAttemptAtMs: retryAt ?? eb.ref('nextAttemptAtMs'),
          lastError: error.slice(0, 500),
          lockedBy: null,
          lockedUntilMs: null,
        }))
        .where('id', '=', id)
        .where('lockedBy', '=', worker)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    statuses: async (ids: number[]): Promise<Map<number, OutboxStatus>> => {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('mailOutbox').select(['id', 'status']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    find: (id: number) => db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The earliest time a pending row becomes due, if any (the worker sleeps until then). */
    nextDueAt: async (): Promise<number | undefined> => {
      const row = await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.min('nextAttemptAtMs').as('next'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row?.next === null || row?.next === undefined ? undefined : Number(row.next);
    },

    /** Housekeeping: sent rows after `keepSentMs`, failed ones after `keepFailedMs`. */
    purge: async (now: number, keepSentMs: number, keepFailedMs: number): Promise<number> => {
      const result = await db
        .deleteFrom('mailOutbox')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'sent'), eb('sentAtMs', '<=', now - keepSentMs)]),
            eb.and([eb('status', '=', 'failed'), eb('createdAtMs', '<=', now - keepFailedMs)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
