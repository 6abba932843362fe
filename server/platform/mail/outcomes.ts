import type { MailOutboxRecord } from '../db/schema';
import type { Repositories, Store } from '../../store';

export type SendOutcome =
  | { row: MailOutboxRecord; sent: true; at: number }
  | { row: MailOutboxRecord; sent: false; error: string; retryAt: number | null };

/**
 * Records send outcomes in batches: every outcome that arrives before the next turn of the event
 * loop is written in one transaction (one commit, one fsync on SQLite), so recording does not
 * cost a commit per mail under load. A mail counts as sent once the mail server took it; if the
 * process dies before its outcome is written, the row is sent again after its lease (at least once).
 */
export function createOutcomeRecorder(deps: { store: Store; workerId: string; log: (error: unknown) => void }) {
  const { store, workerId, log } = deps;
  let pending: SendOutcome[] = [];
  let scheduled = false;
  let previous: Promise<unknown> = Promise.resolve();

  /** A booking's mail outcome is shown on the booking (customer's confirmation, company's notice). */
  const noteOnRecord = async (tx: Repositories, row: MailOutboxRecord, status: 'sent' | 'failed') => {
    if (
      row.relatedType === 'booking' &&
      row.relatedId !== null &&
      (row.relatedRole === 'customer' || row.relatedRole === 'company')
    ) {
      await tx.bookings.setMailStatus(row.relatedId, row.relatedRole, status);
    }
  };

  const write = (batch: SendOutcome[]) =>
    store.transaction(async (tx) => {
      for (const outcome of batch) {
        if (outcome.sent) {
          if (await tx.outbox.markSent(outcome.row.id, workerId, outcome.at))
            await noteOnRecord(tx, outcome.row, 'sent');
        } else if (
          (await tx.outbox.markAttemptFailed(outcome.row.id, workerId, outcome.error, outcome.retryAt)) &&
          outcome.retryAt === null
        ) {
          await noteOnRecord(tx, outcome.row, 'failed');
        }
      }
    });

  const flush = () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    // One batch after the other, so a row's outcomes are written in the order they happened.
    previous = previous.then(() => write(batch)).catch(log);
  };

  return {
    /** Resolves once every outcome recorded so far is written (or failed to be, and was logged). */
    async settled(): Promise<void> {
      while (scheduled) await new Promise((resolve) => setImmediate(resolve));
      await previous;
    },

    record(outcome: SendOutcome) {
      pending.push(outcome);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
