import type { Scope } from '../../store';
import type { GatewayPaymentRecord, GatewayPaymentStatus } from './tables';

type Change = Partial<
  Pick<
    GatewayPaymentRecord,
    | 'linkId'
    | 'shortUrl'
    | 'gatewayOrderId'
    | 'paymentId'
    | 'status'
    | 'refundedPaise'
    | 'lastError'
    | 'claimedUntilMs'
    | 'checkedAtMs'
  >
>;

/**
 * Orders' and payment requests' gateway payments and the webhook events applied. Every change that decides something
 * is conditional (a claim, a status step), so several server processes never act twice.
 */
export function gatewayPaymentsRepository({ db }: Scope) {
  const select = () => db.selectFrom('gatewayPayments').selectAll();
  return {
    findByOrder: (orderId: number) => select().where('orderId', '=', orderId).executeTakeFirst(),
    findByRequest: (requestId: number) => select().where('requestId', '=', requestId).executeTakeFirst(),
    findByLink: (linkId: string) => select().where('linkId', '=', linkId).executeTakeFirst(),
    /** By the payment that paid it, or the gateway's order behind its link (a payment names both). */
    findByPayment: (paymentId: string, gatewayOrderId?: string | null) => {
      let query = select().where((eb) =>
        gatewayOrderId
          ? eb.or([eb('paymentId', '=', paymentId), eb('gatewayOrderId', '=', gatewayOrderId)])
          : eb('paymentId', '=', paymentId),
      );
      query = query.orderBy('id');
      return query.executeTakeFirst();
    },

    /** The first attempt at a link for the order: false when another process made the row first. */
    insertClaim: async (row: {
      orderId?: number;
      requestId?: number;
      referenceId: string;
      amountPaise: number;
      now: number;
      claimMs: number;
    }): Promise<boolean> => {
      const result = await db
        .insertInto('gatewayPayments')
        .values({
          orderId: row.orderId ?? null,
          requestId: row.requestId ?? null,
          referenceId: row.referenceId,
          amountPaise: row.amountPaise,
          status: 'creating',
          claimedUntilMs: row.now + row.claimMs,
          checkedAtMs: row.now,
          createdAtMs: row.now,
        })
        .onConflict((conflict) => conflict.column(row.orderId === undefined ? 'requestId' : 'orderId').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Another attempt after a failed one (or one abandoned past its claim): the row is this process's. */
    reclaim: async (id: number, attempts: number, referenceId: string, now: number, claimMs: number) =>
      Number(
        (
          await db
            .updateTable('gatewayPayments')
            .set({ status: 'creating', attempts: attempts + 1, referenceId, claimedUntilMs: now + claimMs })
            .where('id', '=', id)
            .where('attempts', '=', attempts)
            .where('status', 'in', ['creating', 'failed'])
            .where('claimedUntilMs', '<', now)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    /** The job's claim on an open link it has not heard of since `quietSince`. */
    claimForCheck: async (id: number, now: number, quietSince: number, claimMs: number) =>
      Number(
        (
          await db
            .updateTable('gatewayPayments')
            .set({ claimedUntilMs: now + claimMs, checkedAtMs: now })
            .where('id', '=', id)
            .where('status', '=', 'created')
            .where('checkedAtMs', '<', quietSince)
            .where('claimedUntilMs', '<', now)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    /** Open links of orders (or payment requests) still awaiting payment that nothing has told us about since `quietSince`. */
    listQuiet: (quietSince: number, now: number, limit: number) =>
      db
        .selectFrom('gatewayPayments')
        .leftJoin('orders', 'orders.id', 'gatewayPayments.orderId')
        .leftJoin('paymentRequests', 'paymentRequests.id', 'gatewayPayments.requestId')
        .selectAll('gatewayPayments')
        .where('gatewayPayments.status', '=', 'created')
        .where('gatewayPayments.checkedAtMs', '<', quietSince)
        .where('gatewayPayments.claimedUntilMs', '<', now)
        .where((eb) =>
          eb.or([eb('orders.paymentStatus', '=', 'awaiting_payment'), eb('paymentRequests.status', '=', 'open')]),
        )
        .orderBy('gatewayPayments.checkedAtMs')
        .limit(limit)
        .execute(),

    update: async (id: number, change: Change, onlyFrom?: readonly GatewayPaymentStatus[]) => {
      let query = db.updateTable('gatewayPayments').set(change).where('id', '=', id);
      if (onlyFrom) query = query.where('status', 'in', [...onlyFrom]);
      return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /** Records a webhook event; false when its id was recorded before (a repeat). */
    recordEvent: async (eventId: string, event: string, now: number): Promise<boolean> => {
      const result = await db
        .insertInto('gatewayEvents')
        .values({ eventId, event, receivedAtMs: now, processedAtMs: null, outcome: null })
        .onConflict((conflict) => conflict.column('eventId').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    findEvent: (eventId: string) =>
      db.selectFrom('gatewayEvents').selectAll().where('eventId', '=', eventId).executeTakeFirst(),
    finishEvent: async (eventId: string, outcome: string, now: number) => {
      await db
        .updateTable('gatewayEvents')
        .set({ processedAtMs: now, outcome })
        .where('eventId', '=', eventId)
        .execute();
    },
  };
}
