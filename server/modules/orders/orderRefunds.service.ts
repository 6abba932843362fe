import { CANCELLED_ORDER_STATUS } from '../../../src/shared/config/shop';
import type { RecordRefundInput, Refund, RefundKind, RefundMethod } from '../../../src/shared/contract/refund';
import { linePaidPaise, refundDue } from '../../../src/content/policies/refunds';
import type { AppContext } from '../../context';
import type { UserRecord } from '../accounts';
import { badRequest, HttpError, notFound } from '../../platform/lib/httpError';
import { isUniqueViolation } from '../../platform/db/errors';
import { inr } from '../../platform/mail/html';
import { orderChanges } from './orderChanges';
import { RETURN_NOT_FOUND } from './orderAdmin.service';

export const REFUND_ERRORS = {
  returnKind: 'A return is refunded for a change of mind or for a damaged, defective or wrong item',
  orderKind: 'A cancelled order is refunded as a cancellation',
  notApproved: (label: string) => `Only an approved return can be refunded; this one is ${label}`,
  alreadyRefunded: 'This has already been refunded',
  notRefundable: (status: string, payment: string) =>
    `Only a cancelled order that was paid can be refunded here; this one is ${status.toLowerCase()} and ${payment.replace(/_/g, ' ')}`,
  noGateway: 'This order was not paid through the payment gateway: record the transfer you made instead',
} as const;

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  gateway: 'to the original payment (gateway)',
  upi_transfer: 'by UPI transfer',
  bank_transfer: 'by bank transfer',
  cash: 'in cash',
};

const KIND_NOTES: Record<RefundKind, string> = {
  change_of_mind: 'change of mind',
  damaged_or_wrong: 'damaged, defective or wrong item',
  cancellation: 'order cancelled',
};

const rupees = (paise: number) => paise / 100;

/**
 * Refunds as staff record them. The amount is the server's: what the customer paid for the line
 * (its share after any discount, GST included) or the whole cancelled order, less the policy's
 * return fee for a change of mind. Each is one order change (audit entry and customer mail), and
 * the database keeps it to one refund per return and per cancelled order.
 */
export function orderRefundsService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const { store } = ctx;
  const change = orderChanges(ctx);

  function checkMethod(method: RefundMethod, paymentMethod: string) {
    // Only an order paid through the gateway can be refunded through it.
    if (method === 'gateway' && paymentMethod !== 'online')
      throw badRequest(REFUND_ERRORS.noGateway, { method: [REFUND_ERRORS.noGateway] });
  }

  const describe = (refund: Refund) =>
    `${inr(refund.amount)} ${REFUND_METHOD_LABELS[refund.method]}${refund.reference ? ` (reference ${refund.reference})` : ''}${
      refund.deduction > 0 ? `, after the ${inr(refund.deduction)} return fee` : ''
    }`;

  async function insertOnce(insert: () => Promise<Refund>): Promise<Refund> {
    try {
      return await insert();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
      throw error;
    }
  }

  return {
    listForOrder: (orderId: number) => store.refunds.listForOrder(orderId),

    /** Refunds an approved return: the return moves to Refunded and the refund is recorded with it. */
    async refundReturn(admin: UserRecord, returnId: number, input: RecordRefundInput): Promise<Refund> {
      const kind = input.kind as RefundKind;
      if (kind === 'cancellation') throw badRequest(REFUND_ERRORS.returnKind, { kind: [REFUND_ERRORS.returnKind] });
      const found = await store.orderHistory.findReturn(returnId);
      if (!found) throw notFound(RETURN_NOT_FOUND);
      let refund: Refund | undefined;
      await change(admin, found.orderId, async (tx, order, at) => {
        checkMethod(input.method as RefundMethod, order.paymentMethod);
        const current = (await tx.orderHistory.findReturn(returnId))!;
        if (current.status === 'refunded') throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
        if (
          current.status !== 'approved' ||
          !(await tx.orderHistory.advanceReturn(returnId, 'approved', 'refunded', at))
        )
          throw new HttpError(409, REFUND_ERRORS.notApproved(current.status.replace(/_/g, ' ')));
        const item = order.items.find((candidate) => candidate.id === current.lineNo);
        const due = refundDue(item ? linePaidPaise(item) : 0, kind);
        refund = await insertOnce(() =>
          tx.refunds.insert({
            orderId: order.id,
            returnId,
            kind,
            method: input.method as RefundMethod,
            grossAmount: rupees(due.grossPaise),
            deduction: rupees(due.deductionPaise),
            amount: rupees(due.amountPaise),
            reference: input.reference || null,
            // A gateway refund is settled by the gateway's word; a transfer staff made is done.
            status: input.method === 'gateway' ? 'pending' : 'processed',
            gatewayRefundId: null,
            creditNoteNumber: null,
            note: input.note || null,
            createdAt: at,
            processedAt: input.method === 'gateway' ? null : at,
            actorEmail: admin.email,
          }),
        );
        const name = item?.name ?? `Item ${current.lineNo}`;
        return {
          status: 'return refunded',
          from: 'return approved',
          note: `${name}: refunded ${describe(refund)} (${KIND_NOTES[kind]})`,
          subject: `Your refund for order ${order.orderNumber}`,
          line: `We have refunded ${describe(refund)} for ${name} from order ${order.orderNumber}.`,
        };
      });
      return refund!;
    },

    /** Refunds a cancelled order that was paid, in full; its payment status becomes refunded. */
    async refundOrder(admin: UserRecord, orderId: number, input: RecordRefundInput): Promise<Refund> {
      if (input.kind !== 'cancellation') throw badRequest(REFUND_ERRORS.orderKind, { kind: [REFUND_ERRORS.orderKind] });
      let refund: Refund | undefined;
      await change(admin, orderId, async (tx, order, at) => {
        checkMethod(input.method as RefundMethod, order.paymentMethod);
        if (order.paymentStatus === 'refunded') throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
        const refundable = await tx.orders.changeIf(
          orderId,
          [CANCELLED_ORDER_STATUS],
          { paymentStatus: 'refunded' },
          'paid',
        );
        if (!refundable) throw new HttpError(409, REFUND_ERRORS.notRefundable(order.status, order.paymentStatus));
        const due = refundDue(Math.round(order.totalAmount * 100), 'cancellation');
        refund = await insertOnce(() =>
          tx.refunds.insert({
            orderId,
            returnId: null,
            kind: 'cancellation',
            method: input.method as RefundMethod,
            grossAmount: rupees(due.grossPaise),
            deduction: 0,
            amount: rupees(due.amountPaise),
            reference: input.reference || null,
            status: input.method === 'gateway' ? 'pending' : 'processed',
            gatewayRefundId: null,
            creditNoteNumber: null,
            note: input.note || null,
            createdAt: at,
            processedAt: input.method === 'gateway' ? null : at,
            actorEmail: admin.email,
          }),
        );
        return {
          status: 'refunded',
          from: CANCELLED_ORDER_STATUS,
          note: `Refunded ${describe(refund)} (order cancelled)`,
          subject: `Your refund for order ${order.orderNumber}`,
          line: `We have refunded ${describe(refund)} for your cancelled order ${order.orderNumber}.`,
        };
      });
      return refund!;
    },
  };
}
