import { sql } from 'kysely';
import { CANCELLED_ORDER_STATUS, ORDER_STATUS } from '../../../src/shared/config/shop';
import type { Scope } from '../../store';

/**
 * The payment holds' statements (migration 0017), part of the orders repository: an order
 * awaiting payment holds its stock until `payByMs`; the lapse job cancels it after that.
 */
export function paymentHoldQueries(db: Scope['db']) {
  return {
    /** Orders still awaiting payment whose pay-by has passed: the lapse job's candidates, the longest overdue first. */
    listLapseDue: async (now: number, limit: number): Promise<number[]> =>
      (
        await db
          .selectFrom('orders')
          .select('id')
          .where('payByMs', '<=', now)
          .where(sql<string>`lower(status)`, '=', ORDER_STATUS.awaitingPayment)
          .where('paymentStatus', '=', 'awaiting_payment')
          .orderBy('payByMs')
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    /**
     * The lapse's claim: cancels the order only while it still awaits payment and its pay-by has
     * passed. One conditional statement, so of two processes (or a lapse and a Mark paid, a
     * cancel, an extension) exactly one wins; the loser changes nothing.
     */
    lapse: async (id: number, now: number): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('orders')
            .set({ status: CANCELLED_ORDER_STATUS })
            .where('id', '=', id)
            .where(sql<string>`lower(status)`, '=', ORDER_STATUS.awaitingPayment)
            .where('paymentStatus', '=', 'awaiting_payment')
            .where('payByMs', '<=', now)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    /**
     * Gives an order still awaiting payment `byMs` more to pay, counted from its pay-by, or from
     * now when that has passed (computed in the statement, so two extensions add up): true if it did.
     */
    extendHold: async (id: number, byMs: number, now: number): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('orders')
            .set({ payByMs: sql<number>`case when pay_by_ms > ${now} then pay_by_ms else ${now} end + ${byMs}` })
            .where('id', '=', id)
            .where(sql<string>`lower(status)`, '=', ORDER_STATUS.awaitingPayment)
            .where('paymentStatus', '=', 'awaiting_payment')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
  };
}
