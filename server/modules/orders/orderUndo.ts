import { ORDER_STATUS } from '../../../src/shared/config/shop';
import { ORDER_UNDO_SECONDS } from '../../../src/shared/contract/adminOrder';
import type { AppContext } from '../../context';
import type { UserRecord } from '../accounts';
import { HttpError, notFound } from '../../platform/lib/httpError';
import { ORDER_NOT_FOUND } from './checkout.service';
import { actorOf, heldMailOf } from './orderChanges';
import { toPublicOrder, type OrderChange, type PublicOrder } from './orders.repository';
import type { OrderRecord } from './tables';

export const ORDER_UNDO_ERRORS = {
  nothingToUndo: 'The last step of this order cannot be undone',
  tooLate: `A step can be undone only within ${ORDER_UNDO_SECONDS} seconds, before its e-mail goes out`,
  nothingHeld: 'No e-mail of this order is waiting to be sent',
} as const;

/** The timeline's line when staff let the held mail go at once. */
const RELEASED_NOTES: Record<string, string> = {
  [ORDER_STATUS.shipped]: 'Shipping e-mail sent to the customer',
  [ORDER_STATUS.delivered]: 'Delivery e-mail sent to the customer',
};

/** The steps that only move the state, with the stamp each writes and what undoing it puts back. */
const UNDOABLE: Record<string, { stamp: 'shippedAt' | 'deliveredAt'; revert: (order: OrderRecord) => OrderChange }> = {
  [ORDER_STATUS.shipped]: {
    stamp: 'shippedAt',
    revert: () => ({ courierName: null, trackingNumber: null, shippedAt: null }),
  },
  [ORDER_STATUS.delivered]: {
    stamp: 'deliveredAt',
    // Cash on delivery became paid on delivery (paidAt = the delivery's time): it is due again.
    revert: (order) =>
      order.paidAt !== null && order.paidAt === order.deliveredAt
        ? { deliveredAt: null, paymentStatus: 'due_on_delivery', paidAt: null }
        : { deliveredAt: null },
  },
};

/**
 * Undo of the order's last step (Mark shipped, Mark delivered) within ORDER_UNDO_SECONDS: in one
 * transaction, the held customer mail is taken back unsent (a conditional delete: not once a
 * worker has claimed it) and the order goes back with a conditional update (still in that step,
 * with that step's stamp); the undo is written to the order's audit log. Otherwise 409.
 */
export function orderUndo(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  return async (admin: UserRecord, orderId: number): Promise<PublicOrder> => {
    const order = await store.transaction(async (tx) => {
      const current = await tx.orders.findById(orderId);
      if (!current) throw notFound(ORDER_NOT_FOUND);
      const last = (await tx.orderHistory.listEvents(orderId)).at(-1);
      const step = last ? UNDOABLE[last.status] : undefined;
      if (!last || !step || !last.actor.startsWith('admin:') || !last.fromStatus)
        throw new HttpError(409, ORDER_UNDO_ERRORS.nothingToUndo);
      const now = clock.now();
      if (now - Date.parse(last.at) > ORDER_UNDO_SECONDS * 1000) throw new HttpError(409, ORDER_UNDO_ERRORS.tooLate);
      if (!(await tx.outbox.cancelUnclaimed(heldMailOf(orderId, last.status), now)))
        throw new HttpError(409, ORDER_UNDO_ERRORS.tooLate);
      const reverted = await tx.orders.revertIf(
        orderId,
        last.status,
        { column: step.stamp, at: last.at },
        { status: last.fromStatus, ...step.revert(current) },
      );
      if (!reverted) throw new HttpError(409, ORDER_UNDO_ERRORS.nothingToUndo);
      await tx.orderHistory.addEvent({
        orderId,
        at: new Date(now).toISOString(),
        status: last.fromStatus,
        note: `Undone: ${last.note} (the customer was not told)`,
        ...actorOf(admin),
        fromStatus: last.status,
      });
      return (await tx.orders.findById(orderId))!;
    });
    return toPublicOrder(order);
  };
}

/**
 * "Send the e-mail now" after Mark shipped / Mark delivered: the held customer mail is made due
 * at once (a conditional update of the still held, unclaimed row: no longer undoable from then
 * on), the release is written to the order's audit log in the same transaction, and the outbox
 * worker is woken to send it. 404 for no order, 409 when no mail of its last step is held.
 */
export function orderUndoRelease(ctx: Pick<AppContext, 'store' | 'clock' | 'outbox'>) {
  const { store, clock, outbox } = ctx;
  return async (admin: UserRecord, orderId: number): Promise<PublicOrder> => {
    const order = await store.transaction(async (tx) => {
      const current = await tx.orders.findById(orderId);
      if (!current) throw notFound(ORDER_NOT_FOUND);
      const last = (await tx.orderHistory.listEvents(orderId)).at(-1);
      if (!last || !UNDOABLE[last.status] || !last.actor.startsWith('admin:'))
        throw new HttpError(409, ORDER_UNDO_ERRORS.nothingHeld);
      const now = clock.now();
      if (!(await tx.outbox.releaseUnclaimed(heldMailOf(orderId, last.status), now)))
        throw new HttpError(409, ORDER_UNDO_ERRORS.nothingHeld);
      await tx.orderHistory.addEvent({
        orderId,
        at: new Date(now).toISOString(),
        status: last.status,
        note: RELEASED_NOTES[last.status],
        ...actorOf(admin),
        fromStatus: last.status,
      });
      return current;
    });
    outbox.wake();
    return toPublicOrder(order);
  };
}
