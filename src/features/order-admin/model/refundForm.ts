import { linePaidPaise, refundDue } from '@/content/policies/refunds';
import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import type { OrderReturn } from '@/shared/contract/orderReturn';
import type { RecordRefundInput, RefundKind, RefundMethod } from '@/shared/contract/refund';
import { lazySchema } from '@/shared/ui/form';
import { ORDER_ADMIN_TEXT } from './text';

/**
 * What a refund is recorded for: an approved return's line, or a cancelled order that was paid
 * (its kind is then fixed). `paidPaise` is what the customer paid for it, as the server counts it.
 */
export type RefundSubject =
  { target: 'return'; returnId: number; item: string; paidPaise: number } | { target: 'order'; paidPaise: number };

export interface RefundFormValues {
  kind: RefundKind | '';
  method: RefundMethod | '';
  reference: string;
  note: string;
}

/** The rules the server checks `POST .../refund` with, loaded on first use. */
export const refundFormSchema = lazySchema(() =>
  import(/* webpackChunkName: "validation-order-after", webpackPrefetch: true */ '@/shared/contract/refund').then(
    (m) => m.recordRefundSchema,
  ),
);

export const emptyRefundForm = (subject: RefundSubject): RefundFormValues => ({
  kind: subject.target === 'order' ? 'cancellation' : '',
  method: '',
  reference: '',
  note: '',
});

/** The kinds staff choose from for a return (a cancellation is never a return's reason). */
export const RETURN_REFUND_KINDS: readonly RefundKind[] = ['change_of_mind', 'damaged_or_wrong'];

/** How the money may go back: through the gateway only when the order was paid online. */
export const refundMethodsFor = (paymentMethod: AdminOrderDetail['paymentMethod']) =>
  (Object.keys(ORDER_ADMIN_TEXT.refund.methods) as RefundMethod[]).filter(
    (method) => method !== 'gateway' || paymentMethod === 'online',
  );

/** A transfer staff made needs its reference; the gateway gives its own. */
export const needsReference = (method: RefundFormValues['method']) => method !== 'gateway';

/**
 * The request: trimmed, with no empty optional fields (and no reference for the gateway). Formik
 * submits only values the schema passed, so the reason and the method are chosen by then.
 */
export function refundRequest(values: RefundFormValues): RecordRefundInput {
  const reference = values.reference.trim();
  const note = values.note.trim();
  return {
    kind: values.kind as RefundKind,
    method: values.method as RefundMethod,
    ...(needsReference(values.method) && reference ? { reference } : {}),
    ...(note ? { note } : {}),
  };
}

/** What the customer paid for a return's line (its share after any discount, GST included). */
export function returnPaidPaise(order: Pick<AdminOrderDetail, 'items'>, item: Pick<OrderReturn, 'lineNo'>) {
  const line = order.items.find((candidate) => candidate.id === item.lineNo);
  return line ? linePaidPaise(line) : 0;
}

/** The preview in rupees: paid, the policy's deduction, what goes back. */
export function refundPreview(paidPaise: number, kind: RefundKind) {
  const due = refundDue(paidPaise, kind);
  return { paid: due.grossPaise / 100, deduction: due.deductionPaise / 100, amount: due.amountPaise / 100 };
}
