import type { Insertable } from 'kysely';
import type { Scope } from '../../store';
import type { PaymentRequestRecord, PaymentRequestsTable, PaymentSubject } from './tables';

const num = (value: number | null) => (value === null ? null : Number(value));

/** Numbers as numbers on both engines (PostgreSQL's bigint arrives parsed already; SQLite's too). */
const toRecord = (row: PaymentRequestRecord): PaymentRequestRecord => ({
  ...row,
  amountPaise: Number(row.amountPaise),
  taxablePaise: Number(row.taxablePaise),
  payByMs: num(row.payByMs),
  paidAtMs: num(row.paidAtMs),
  createdAtMs: Number(row.createdAtMs),
});

/**
 * Payment requests and their receipts. Every change of status is one conditional update (open ->
 * paid, open -> lapsed, open -> cancelled), so of two processes (or a payment and a lapse) one wins.
 */
export function paymentRequestsRepository({ db }: Scope) {
  const select = () => db.selectFrom('paymentRequests').selectAll();
  const step = async (
    id: number,
    change: Partial<Pick<PaymentRequestRecord, 'status' | 'method' | 'paidAtMs' | 'paidNote'>>,
    dueBy?: number,
  ) => {
    let query = db.updateTable('paymentRequests').set(change).where('id', '=', id).where('status', '=', 'open');
    if (dueBy !== undefined) query = query.where('payByMs', '<=', dueBy);
    return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
  };
  return {
    insert: async (row: Insertable<PaymentRequestsTable>) =>
      toRecord(await db.insertInto('paymentRequests').values(row).returningAll().executeTakeFirstOrThrow()),
    findById: async (id: number) => {
      const row = await select().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
    forSubject: async (subject: PaymentSubject, subjectId: number) =>
      (await select().where('subject', '=', subject).where('subjectId', '=', subjectId).orderBy('id').execute()).map(
        toRecord,
      ),
    /** The requests of several subjects at once (a list page). */
    forSubjects: async (subject: PaymentSubject, subjectIds: number[]) =>
      subjectIds.length === 0
        ? []
        : (
            await select().where('subject', '=', subject).where('subjectId', 'in', subjectIds).orderBy('id').execute()
          ).map(toRecord),
    /** The payment's claim: true for the one caller that moved the request from open to paid. */
    markPaid: (id: number, method: 'upi' | 'online', note: string, now: number) =>
      step(id, { status: 'paid', method, paidAtMs: now, paidNote: note }),
    /** The lapse's claim: only an open request whose pay-by has passed. */
    lapse: (id: number, now: number) => step(id, { status: 'lapsed' }, now),
    cancel: (id: number) => step(id, { status: 'cancelled' }),
    listLapseDue: async (now: number, limit: number) =>
      (
        await db
          .selectFrom('paymentRequests')
          .select('id')
          .where('status', '=', 'open')
          .where('payByMs', '<=', now)
          .orderBy('payByMs')
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    insertReceipt: async (row: {
      number: string;
      requestId: number;
      issuedAt: string;
      content: string;
      totalPaise: number;
    }) => {
      await db.insertInto('paymentReceipts').values(row).execute();
    },
    receiptOf: (requestId: number) =>
      db.selectFrom('paymentReceipts').selectAll().where('requestId', '=', requestId).executeTakeFirst(),
    receiptNumbers: async (requestIds: number[]) =>
      requestIds.length === 0
        ? []
        : db
            .selectFrom('paymentReceipts')
            .select(['requestId', 'number'])
            .where('requestId', 'in', requestIds)
            .execute(),
  };
}
