import type { Selectable } from 'kysely';
import type { AdvanceRefundView } from '../../../src/shared/contract/advanceRefund';
import type { Scope } from '../../store';
import type { AdvanceRefundsTable } from './tables';

export type NewAdvanceRefund = Omit<AdvanceRefundsTable, 'id'>;
export type AdvanceRefundRow = Selectable<AdvanceRefundsTable>;

/** The settings key of staff's refund tiers (JSON: the tiers, who saved them and when). */
export const REFUND_TIERS_KEY = 'advance_refund_tiers';

export const toAdvanceRefundView = (row: AdvanceRefundRow): AdvanceRefundView => ({
  id: row.id,
  bookingId: row.bookingId,
  paidPaise: Number(row.paidPaise),
  amountPaise: Number(row.amountPaise),
  feePaise: Number(row.feePaise),
  method: row.method,
  status: row.status,
  reference: row.reference,
  creditNoteNumber: row.creditNoteNumber,
  waived: Number(row.waived) === 1,
  createdAt: row.createdAt,
  processedAt: row.processedAt,
});

/** Advance refunds (one per advance request: a unique index) and the refund tiers' setting. */
export function advanceRefundsRepository({ db }: Scope) {
  const select = () => db.selectFrom('advanceRefunds').selectAll();
  return {
    /** Throws a unique violation when the advance already has its refund. */
    insert: async (row: NewAdvanceRefund): Promise<AdvanceRefundRow> => {
      const { id } = await db.insertInto('advanceRefunds').values(row).returning('id').executeTakeFirstOrThrow();
      return { ...row, id };
    },
    findById: (id: number) => select().where('id', '=', id).executeTakeFirst(),
    forBooking: (bookingId: number) => select().where('bookingId', '=', bookingId).executeTakeFirst(),
    forBookings: async (bookingIds: number[]) =>
      bookingIds.length === 0 ? [] : select().where('bookingId', 'in', bookingIds).execute(),
    findByGatewayId: (gatewayRefundId: string) =>
      select().where('gatewayRefundId', '=', gatewayRefundId).executeTakeFirst(),
    setGatewayRefund: async (id: number, gatewayRefundId: string) => {
      await db.updateTable('advanceRefunds').set({ gatewayRefundId }).where('id', '=', id).execute();
    },
    /** Settles a pending refund once; true if this call did. */
    settle: async (id: number, status: 'processed' | 'failed', at: string): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('advanceRefunds')
            .set({ status, processedAt: at })
            .where('id', '=', id)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    /**
     * Staff paid the refund by transfer: a UPI advance's pending refund, or one the gateway
     * refused (failed). Once; true if this call did.
     */
    confirmTransfer: async (id: number, at: string, reference: string): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('advanceRefunds')
            .set({ status: 'processed', processedAt: at, reference })
            .where('id', '=', id)
            .where((eb) =>
              eb.or([
                eb.and([eb('status', '=', 'pending'), eb('method', '=', 'upi_transfer')]),
                eb('status', '=', 'failed'),
              ]),
            )
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    savedTiers: async (): Promise<string | undefined> =>
      (await db.selectFrom('settings').select('value').where('key', '=', REFUND_TIERS_KEY).executeTakeFirst())?.value,
    saveTiers: async (value: string): Promise<void> => {
      await db
        .insertInto('settings')
        .values({ key: REFUND_TIERS_KEY, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
