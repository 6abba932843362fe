import { CANCELLED_ORDER_STATUS } from '../../../src/shared/config/shop';
import type { RecordRefundInput, Refund, RefundKind, RefundMethod } from '../../../src/shared/contract/refund';
import { RETURN_FEE_PAISE, linePaidPaise, refundDue } from '../../../src/content/policies/refunds';
import type { AppContext } from '../../context';
import type { UserRecord } from '../accounts';
import type { Repositories } from '../../store';
import { badRequest, HttpError, notFound } from '../../platform/lib/httpError';
import { isUniqueViolation } from '../../platform/db/errors';
import { inr } from '../../platform/mail/html';
import { gatewayService } from '../payments';
import { orderChanges } from './orderChanges';
import { orderInvoices } from './orderInvoices';
import { RETURN_NOT_FOUND } from './orderAdmin.service';
import type { OrderRecord } from './tables';

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
  gateway: 'to the original payment',
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

/** What a refund's deduction was for: the policy's return fee, damage to the item, or both. */
const deductionNote = (refund: Refund) => {
  const fee = refund.kind === 'change_of_mind' ? Math.min(RETURN_FEE_PAISE, Math.round(refund.grossAmount * 100)) : 0;
  const damage = Math.round(refund.deduction * 100) - fee;
  return [fee > 0 ? `the ${inr(fee / 100)} return fee` : '', damage > 0 ? `${inr(damage / 100)} for damage` : '']
    .filter(Boolean)
    .join(' and ');
};

/** What one refund is for: a return's line or a cancelled order, and the checks before it may be recorded. */
interface RefundSubject {
  orderId: number;
  returnId: number | null;
  /** The return request the line belongs to: its refund and deductions are added up there. */
  requestId: number | null;
  /** The returned line (its slab prices the credit note), or null for a whole cancelled order. */
  lineNo: number | null;
  kind: RefundKind;
  /** Checks the order (and return) may be refunded now, and answers what was paid for it. */
  paidPaise(tx: Repositories, order: OrderRecord): Promise<number>;
  /** Moves the return to Refunded or the order's payment to refunded (a conditional update), and names it. */
  settle(tx: Repositories, order: OrderRecord, at: string): Promise<{ label: string; from: string; status: string }>;
}

/**
 * Refunds as staff record them. The amount is the server's: what the customer paid for the line
 * (its share after any discount, GST included) or the whole cancelled order, less the policy's
 * return fee for a change of mind. The database keeps it to one refund per return and per
 * cancelled order. A transfer staff made is recorded in one order change (audit entry and mail);
 * a gateway refund is claimed first (the refund's row), then asked of the gateway, then recorded,
 * and its gateway's refund.processed webhook settles it.
 */
export function orderRefundsService(ctx: AppContext) {
  const { store, clock } = ctx;
  const change = orderChanges(ctx);
  const invoices = orderInvoices(ctx);
  const stamp = () => new Date(clock.now()).toISOString();

  const describe = (refund: Refund) =>
    `${inr(refund.amount)} ${REFUND_METHOD_LABELS[refund.method]}${refund.reference ? ` (reference ${refund.reference})` : ''}${
      refund.deduction > 0 ? `, after ${deductionNote(refund)}` : ''
    }`;

  async function insertOnce(tx: Repositories, row: Parameters<Repositories['refunds']['insert']>[0]) {
    try {
      return await tx.refunds.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
      throw error;
    }
  }

  async function newRefund(
    tx: Repositories,
    admin: UserRecord,
    subject: RefundSubject,
    order: OrderRecord,
    input: RecordRefundInput,
    at: string,
  ): Promise<Refund> {
    const method = input.method as RefundMethod;
    // Only an order paid through the gateway can be refunded through it.
    if (method === 'gateway' && order.paymentMethod !== 'online')
      throw badRequest(REFUND_ERRORS.noGateway, { method: [REFUND_ERRORS.noGateway] });
    const policy = refundDue(await subject.paidPaise(tx, order), subject.kind);
    // Staff may deduct for damage to a returned item, never more than what is left after the fee.
    const damagePaise = subject.returnId !== null ? Math.min(input.damagePaise ?? 0, policy.amountPaise) : 0;
    const due = {
      grossPaise: policy.grossPaise,
      deductionPaise: policy.deductionPaise + damagePaise,
      amountPaise: policy.amountPaise - damagePaise,
    };
    return insertOnce(tx, {
      orderId: order.id,
      returnId: subject.returnId,
      kind: subject.kind,
      method,
      grossAmount: rupees(due.grossPaise),
      deduction: rupees(due.deductionPaise),
      amount: rupees(due.amountPaise),
      reference: input.reference || null,
      // A transfer staff made is done; the gateway's refund is settled by its word.
      status: method === 'gateway' ? 'pending' : 'processed',
      gatewayRefundId: null,
      creditNoteNumber: null,
      note: input.note || null,
      createdAt: at,
      processedAt: method === 'gateway' ? null : at,
      actorEmail: admin.email,
    });
  }

  /** The refund's order change: the return or payment settled, the audit entry and the customer's mail. */
  const record = (
    admin: UserRecord,
    subject: RefundSubject,
    make: (tx: Repositories, order: OrderRecord, at: string) => Promise<Refund>,
  ) =>
    change(admin, subject.orderId, async (tx, order, at) => {
      const refund = await make(tx, order, at);
      const settled = await subject.settle(tx, order, at);
      if (subject.requestId !== null)
        await tx.returnRequests.addRefund(
          subject.requestId,
          Math.round(refund.amount * 100),
          Math.round(refund.deduction * 100),
        );
      // A return's refund reduces the invoice by a credit note of its own; a cancelled order's
      // credit note was issued when it was cancelled, and the refund names it.
      const credit = subject.lineNo !== null ? await invoices.creditRefund(tx, order, refund, subject.lineNo) : null;
      if (subject.lineNo === null) {
        const note = (await tx.billing.forOrder(order.id)).find((document) => document.kind === 'credit_note');
        if (note) await tx.refunds.setCreditNote(refund.id, note.number);
      }
      const how =
        refund.method === 'gateway'
          ? `We have asked the payment gateway to refund ${describe(refund)}; it reaches your account in 5-7 business days.`
          : `We have refunded ${describe(refund)}.`;
      return {
        status: settled.status,
        from: settled.from,
        note: `${settled.label}: refunded ${describe(refund)} (${KIND_NOTES[refund.kind]})`,
        subject: `Your refund for order ${order.orderNumber}`,
        line: `${how} It is for ${settled.label} of order ${order.orderNumber}.${credit ? ` Credit note ${credit.document.number} is attached.` : ''}`,
        ...(credit ? { attachments: [credit.attachment] } : {}),
      };
    });

  async function refund(admin: UserRecord, subject: RefundSubject, input: RecordRefundInput): Promise<Refund> {
    if (input.method !== 'gateway') {
      let made: Refund | undefined;
      await record(
        admin,
        subject,
        async (tx, order, at) => (made = await newRefund(tx, admin, subject, order, input, at)),
      );
      return (await store.refunds.findById(made!.id))!;
    }
    // The gateway moves money: the claim (the refund's row) comes first, so it is asked once.
    const claimed = await store.transaction(async (tx) => {
      const order = await tx.orders.findById(subject.orderId);
      if (!order) throw notFound('Order not found');
      return { refund: await newRefund(tx, admin, subject, order, input, stamp()), order };
    });
    let gatewayRefundId: string;
    try {
      const answer = await gatewayService(ctx).requestRefund(subject.orderId, Math.round(claimed.refund.amount * 100), {
        order_number: claimed.order.orderNumber,
        refund_id: String(claimed.refund.id),
      });
      gatewayRefundId = answer.id;
    } catch (error) {
      // Refused or unreachable: the claim is released, so staff can try again or record a transfer.
      await store.refunds.remove(claimed.refund.id);
      throw error;
    }
    await store.refunds.setGatewayRefund(claimed.refund.id, gatewayRefundId);
    await record(admin, subject, async () => claimed.refund);
    return (await store.refunds.findById(claimed.refund.id))!;
  }

  return {
    listForOrder: (orderId: number) => store.refunds.listForOrder(orderId),

    /** Refunds an approved return: the return moves to Refunded with its refund recorded. */
    async refundReturn(admin: UserRecord, returnId: number, input: RecordRefundInput): Promise<Refund> {
      const kind = input.kind as RefundKind;
      if (kind === 'cancellation') throw badRequest(REFUND_ERRORS.returnKind, { kind: [REFUND_ERRORS.returnKind] });
      const found = await store.orderHistory.findReturn(returnId);
      if (!found) throw notFound(RETURN_NOT_FOUND);
      const current = async (tx: Repositories) => (await tx.orderHistory.findReturn(returnId))!;
      const lineOf = (order: OrderRecord) => order.items.find((item) => item.id === found.lineNo);
      return refund(
        admin,
        {
          orderId: found.orderId,
          returnId,
          requestId: found.requestId,
          lineNo: found.lineNo,
          kind,
          async paidPaise(tx, order) {
            const state = (await current(tx)).status;
            if (state === 'refunded') throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
            if (state !== 'approved') throw new HttpError(409, REFUND_ERRORS.notApproved(state.replace(/_/g, ' ')));
            // A part of a line is refunded its share of what the line cost.
            const item = lineOf(order);
            return item
              ? Math.round((linePaidPaise(item) * Math.min(found.quantity, item.quantity)) / item.quantity)
              : 0;
          },
          async settle(tx, order, at) {
            if (!(await tx.orderHistory.advanceReturn(returnId, 'approved', 'refunded', at)))
              throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
            return {
              label: lineOf(order)?.name ?? `Item ${found.lineNo}`,
              from: 'return approved',
              status: 'return refunded',
            };
          },
        },
        input,
      );
    },

    /** Refunds a cancelled order that was paid, in full; its payment status becomes refunded. */
    async refundOrder(admin: UserRecord, orderId: number, input: RecordRefundInput): Promise<Refund> {
      if (input.kind !== 'cancellation') throw badRequest(REFUND_ERRORS.orderKind, { kind: [REFUND_ERRORS.orderKind] });
      return refund(
        admin,
        {
          orderId,
          returnId: null,
          requestId: null,
          lineNo: null,
          kind: 'cancellation',
          async paidPaise(_tx, order) {
            if (order.paymentStatus === 'refunded') throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
            if (order.status.toLowerCase() !== CANCELLED_ORDER_STATUS || order.paymentStatus !== 'paid')
              throw new HttpError(409, REFUND_ERRORS.notRefundable(order.status, order.paymentStatus));
            return Math.round(order.totalAmount * 100);
          },
          async settle(tx) {
            if (!(await tx.orders.changeIf(orderId, [CANCELLED_ORDER_STATUS], { paymentStatus: 'refunded' }, 'paid')))
              throw new HttpError(409, REFUND_ERRORS.alreadyRefunded);
            return { label: 'the cancelled order', from: CANCELLED_ORDER_STATUS, status: 'refunded' };
          },
        },
        input,
      );
    },
  };
}
