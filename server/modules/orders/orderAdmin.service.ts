import {
  CANCELLABLE_ORDER_STATUSES,
  CANCELLED_ORDER_STATUS,
  ORDER_STATUS,
  RETURN_STATUS_LABELS,
  SHIPPABLE_ORDER_STATUSES,
  type ReturnStatus,
} from '../../../src/shared/config/shop';
import type { AdvanceReturnInput } from '../../../src/shared/contract/orderReturn';
import { holdDuration, type ShipOrderInput } from '../../../src/shared/contract/adminOrder';
import { formatIstTime } from '../../../src/shared/lib/formatIstTime';
import type { AppContext } from '../../context';
import type { OrderReturnRecord } from './tables';
import type { UserRecord } from '../accounts';
import { HttpError, notFound } from '../../platform/lib/httpError';
import { orderCancellationMail } from './mail/orderCancellation';
import { cannotCancel, returnStockOf } from './checkout.service';
import { orderLinkFor } from './orderLinks';
import { paymentProviders } from '../payments';
import { orderStaffNotices } from './orderStaffNotices';
import { orderChanges, type OrderActor } from './orderChanges';
import { orderInvoices } from './orderInvoices';
import { canAdvance, NEXT_RETURN_STATUSES } from './returnPolicy';
import { orderUndo, orderUndoRelease } from './orderUndo';

export const RETURN_NOT_FOUND = 'Return not found';
export const ADMIN_ORDER_ERRORS = {
  notAwaitingPayment: (status: string) => `This order is ${status.toLowerCase()}, not awaiting payment`,
  cannotShip: (status: string) => `This order is ${status.toLowerCase()} and cannot be shipped`,
  notShipped: (status: string) => `This order is ${status.toLowerCase()}, not shipped`,
  trackingTaken: 'This tracking number belongs to another order',
  recordRefund: 'Record the refund (how the money went back and its reference) to mark the return refunded',
  returnStep: (from: ReturnStatus, to: ReturnStatus) =>
    NEXT_RETURN_STATUSES[from].length === 0
      ? `This return is ${RETURN_STATUS_LABELS[from].toLowerCase()} and finished`
      : `A return that is "${RETURN_STATUS_LABELS[from]}" moves next to ${NEXT_RETURN_STATUSES[from].map((step) => `"${RETURN_STATUS_LABELS[step]}"`).join(' or ')}, not "${RETURN_STATUS_LABELS[to]}"`,
} as const;

const isUniqueViolation = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '');
};

/** The timeline status of a return step (`return item received`). */
const returnStep = (status: ReturnStatus) => `return ${status.replace(/_/g, ' ')}`;

/** The admin's order changes (each through `orderChanges`: one conditional update, its audit entry and mail). */
export function orderAdminService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const { store, config } = ctx;
  const providers = paymentProviders(ctx);
  const change = orderChanges(ctx);
  const invoices = orderInvoices(ctx);

  return {
    /** Undoes the last step (shipped, delivered) within ORDER_UNDO_SECONDS, its mail unsent (orderUndo). */
    undo: orderUndo(ctx),
    /** Sends the mail held for Undo at once; the step can no longer be undone (orderUndoRelease). */
    releaseUndo: orderUndoRelease(ctx),

    /**
     * A UPI payment seen in the company's account, or an online payment the gateway confirmed
     * (`note` names it): the order moves on to be packed.
     */
    markPaid: (by: OrderActor, orderId: number, note = 'Payment received') =>
      change(by, orderId, async (tx, order, at) => {
        const done = await tx.orders.changeIf(
          orderId,
          [ORDER_STATUS.awaitingPayment],
          { status: ORDER_STATUS.pending, paymentStatus: 'paid', paidAt: at },
          'awaiting_payment',
        );
        if (!done) throw new HttpError(409, ADMIN_ORDER_ERRORS.notAwaitingPayment(order.status));
        await orderStaffNotices(ctx).paid(tx, order, note);
        // Paid is when a prepaid order is confirmed: its tax invoice goes with this mail.
        const invoice = await invoices.issue(tx, (await tx.orders.findById(orderId))!);
        return {
          status: 'paid',
          note,
          subject: `Payment received for order ${order.orderNumber}`,
          line: `We have received your payment for order ${order.orderNumber}. We are packing it now.${invoice ? ' Your tax invoice is attached.' : ''}`,
          ...(invoice ? { attachments: [invoice] } : {}),
        };
      }),

    /**
     * More time to pay: the pay-by of an order still awaiting payment moves `minutes` later (from
     * now if it has passed but the order has not lapsed yet); the customer is told the new time.
     */
    extendPaymentHold: (admin: UserRecord, orderId: number, minutes: number) =>
      change(admin, orderId, async (tx, order, at) => {
        const now = Date.parse(at);
        if (!(await tx.orders.extendHold(orderId, minutes * 60_000, now)))
          throw new HttpError(409, ADMIN_ORDER_ERRORS.notAwaitingPayment(order.status));
        const payBy = (await tx.orders.findById(orderId))!.payBy!;
        return {
          status: ORDER_STATUS.awaitingPayment,
          note: `Time to pay extended by ${holdDuration(minutes)}, until ${formatIstTime(payBy, now)}`,
          subject: `More time to pay for order ${order.orderNumber}`,
          line: `You now have until ${formatIstTime(payBy)} to pay for order ${order.orderNumber} with UPI; we hold its items for you until then.`,
        };
      }),

    ship: (admin: UserRecord, orderId: number, input: ShipOrderInput) =>
      change(admin, orderId, async (tx, order, at) => {
        let done: boolean;
        try {
          done = await tx.orders.changeIf(orderId, SHIPPABLE_ORDER_STATUSES, {
            status: ORDER_STATUS.shipped,
            courierName: input.courierName,
            trackingNumber: input.trackingNumber,
            shippedAt: at,
          });
        } catch (error) {
          if (isUniqueViolation(error))
            throw new HttpError(409, ADMIN_ORDER_ERRORS.trackingTaken, {
              trackingNumber: [ADMIN_ORDER_ERRORS.trackingTaken],
            });
          throw error;
        }
        if (!done) throw new HttpError(409, ADMIN_ORDER_ERRORS.cannotShip(order.status));
        const via = `${input.courierName}, tracking number ${input.trackingNumber}`;
        return {
          undoable: true,
          status: ORDER_STATUS.shipped,
          note: `Shipped with ${via}`,
          subject: `Your order ${order.orderNumber} has shipped`,
          line: `Your order ${order.orderNumber} has shipped with ${via}.`,
        };
      }),

    deliver: (admin: UserRecord, orderId: number) =>
      change(admin, orderId, async (tx, order, at) => {
        const paymentStatus = providers[order.paymentMethod].afterDelivery(order.paymentStatus);
        const done = await tx.orders.changeIf(orderId, [ORDER_STATUS.shipped], {
          status: ORDER_STATUS.delivered,
          deliveredAt: at,
          paymentStatus,
          ...(paymentStatus === 'paid' && !order.paidAt ? { paidAt: at } : {}),
        });
        if (!done) throw new HttpError(409, ADMIN_ORDER_ERRORS.notShipped(order.status));
        return {
          undoable: true,
          status: ORDER_STATUS.delivered,
          note: 'Delivered',
          subject: `Your order ${order.orderNumber} was delivered`,
          line: `Your order ${order.orderNumber} was delivered. You can ask for a return from your order page within the return period.`,
        };
      }),

    /** Cancels before shipping, as the customer may: the stock returns the same way and the customer is told. */
    cancel: (admin: UserRecord, orderId: number) =>
      change(admin, orderId, async (tx, order) => {
        if (!(await tx.orders.changeIf(orderId, CANCELLABLE_ORDER_STATUSES, { status: CANCELLED_ORDER_STATUS })))
          throw new HttpError(409, cannotCancel(order.status));
        await returnStockOf(tx, order);
        const credit = await invoices.creditCancellation(tx, order);
        return {
          status: CANCELLED_ORDER_STATUS,
          note: `Cancelled by the company${credit ? ` (credit note ${credit.document.number})` : ''}`,
          ...(credit ? { attachments: [credit.attachment] } : {}),
          message: (updated) =>
            orderCancellationMail({
              to: updated.customerEmail,
              order: updated,
              accountUrl: orderLinkFor(config, updated).href,
              siteUrl: config.publicUrl,
              byCompany: true,
            }),
        };
      }),

    /** One step of a return at a time, in the policy's order (no skipping, no going back). */
    async advanceReturn(admin: UserRecord, returnId: number, input: AdvanceReturnInput): Promise<OrderReturnRecord> {
      let advanced: OrderReturnRecord | undefined;
      const current = await store.orderHistory.findReturn(returnId);
      if (!current) throw notFound(RETURN_NOT_FOUND);
      await change(admin, current.orderId, async (tx, order, at) => {
        const fresh = (await tx.orderHistory.findReturn(returnId))!;
        const to = input.status as ReturnStatus;
        // Refunded is reached by recording the refund (amount, method, reference), never by a bare step.
        if (to === 'refunded') throw new HttpError(409, ADMIN_ORDER_ERRORS.recordRefund);
        if (!canAdvance(fresh.status, to) || !(await tx.orderHistory.advanceReturn(returnId, fresh.status, to, at)))
          throw new HttpError(409, ADMIN_ORDER_ERRORS.returnStep(fresh.status, to));
        advanced = { ...fresh, status: to, updatedAt: at };
        const item = order.items.find((candidate) => candidate.id === fresh.lineNo);
        const label = RETURN_STATUS_LABELS[to];
        return {
          status: returnStep(to),
          from: returnStep(fresh.status),
          note: `${item?.name ?? `Item ${fresh.lineNo}`}: ${label}${input.note ? ` (${input.note})` : ''}`,
          subject: `Your return for order ${order.orderNumber}: ${label.toLowerCase()}`,
          line: `Your return of ${item?.name ?? 'an item'} from order ${order.orderNumber} is now: ${label}.`,
        };
      });
      return advanced!;
    },
  };
}
