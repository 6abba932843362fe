import type { Selectable } from 'kysely';
import type { Refund } from '../../../src/shared/contract/refund';
import type { Scope } from '../../store';
import type { RefundsTable } from './tables';

export type NewRefund = Omit<RefundsTable, 'id'>;

const toRefund = (row: Selectable<RefundsTable>): Refund => ({
  id: row.id,
  orderId: row.orderId,
  returnId: row.returnId,
  kind: row.kind,
  method: row.method,
  grossAmount: Number(row.grossAmount),
  deduction: Number(row.deduction),
  amount: Number(row.amount),
  reference: row.reference,
  status: row.status,
  creditNoteNumber: row.creditNoteNumber,
  createdAt: row.createdAt,
  processedAt: row.processedAt,
  note: row.note,
});

/** Refunds: one per return and one per cancelled order, held by unique indexes (migration 0019). */
export function refundsRepository({ db }: Scope) {
  return {
    /** Throws a unique violation when the return (or the cancelled order) already has its refund. */
    insert: async (refund: NewRefund): Promise<Refund> => {
      const { id } = await db.insertInto('refunds').values(refund).returning('id').executeTakeFirstOrThrow();
      return toRefund({ ...refund, id });
    },

    listForOrder: async (orderId: number): Promise<Refund[]> =>
      (await db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).orderBy('id').execute()).map(toRefund),

    findById: async (id: number): Promise<Refund | undefined> => {
      const row = await db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRefund(row) : undefined;
    },

    findByGatewayId: async (gatewayRefundId: string): Promise<Refund | undefined> => {
      const row = await db
        .selectFrom('refunds')
        .selectAll()
        .where('gatewayRefundId', '=', gatewayRefundId)
        .executeTakeFirst();
      return row ? toRefund(row) : undefined;
    },

    /** Settles a pending refund once (the gateway's final word); true if this call did. */
    settle: async (id: number, status: 'processed' | 'failed', at: string): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('refunds')
            .set({ status, processedAt: at })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    setGatewayRefund: async (id: number, gatewayRefundId: string) => {
      await db.updateTable('refunds').set({ gatewayRefundId }).where('id', '=', id).execute();
    },

    setCreditNote: async (id: number, creditNoteNumber: string) => {
      await db.updateTable('refunds').set({ creditNoteNumber }).where('id', '=', id).execute();
    },
  };
}
