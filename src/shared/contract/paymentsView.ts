// The back office's Payments view: one IST month of money in and out, and what is outstanding now.
// Amounts are rupees, as everywhere in the API (the server adds them up in paise); times ISO UTC.

import type { PaymentMethod } from '../config/shop';
import type { RefundKind, RefundMethod, RefundStatus } from './refund';

// The month is given as the billing screen's is (YYYY-MM, IST), with the same message.
export {
  BILLING_MONTH_MESSAGE as PAYMENTS_MONTH_MESSAGE,
  BILLING_MONTH_PATTERN as PAYMENTS_MONTH_PATTERN,
} from './taxDocument';

/** A count of orders (or refunds) and what they add up to. */
export interface PaymentsTotal {
  count: number;
  amount: number;
}

/** What every row names: the order, who placed it, the amount and how it was (to be) paid. */
export interface PaymentsOrderRow {
  orderId: number;
  orderNumber: string;
  customerName: string;
  /** The order's total, or for a refund (due) the refund's amount. */
  amount: number;
  method: PaymentMethod;
  placedAt: string;
}

export interface ReceivedPayment extends PaymentsOrderRow {
  paidAt: string;
}

export interface AwaitingPayment extends PaymentsOrderRow {
  /** When the order lapses unpaid; null for an order from before payment holds. */
  payBy: string | null;
}

export interface LapsedOrder extends PaymentsOrderRow {
  payBy: string | null;
  lapsedAt: string;
}

export interface RefundRow extends PaymentsOrderRow {
  refundId: number;
  kind: RefundKind;
  refundMethod: RefundMethod;
  status: RefundStatus;
  reference: string | null;
  createdAt: string;
  processedAt: string | null;
}

/** Money to give back: a paid order that was cancelled, or an approved return, with no refund recorded. */
export interface RefundDue extends PaymentsOrderRow {
  reason: 'cancelled_paid' | 'return_approved';
  /** The return to refund (null for a cancelled order). */
  returnId: number | null;
  /** The returned line's name (null for a cancelled order). */
  item: string | null;
  /** When the order was cancelled or the return approved. */
  since: string;
}

/** A list, its rows capped at PAYMENTS_VIEW_ROW_LIMIT (newest first); `total` counts them all. */
export interface PaymentsSection<Row> {
  total: PaymentsTotal;
  rows: Row[];
}

export const PAYMENTS_VIEW_ROW_LIMIT = 500;

/** `GET /api/admin/payments?month=YYYY-MM`. */
export interface PaymentsView {
  /** The IST month and its bounds [from, to) in UTC. */
  month: string;
  from: string;
  to: string;
  /** Orders paid in the month (cash on delivery when it was collected). */
  received: PaymentsSection<ReceivedPayment> & { byMethod: Record<PaymentMethod, PaymentsTotal> };
  /** Orders awaiting payment now, whatever the month; soonest pay-by first. */
  awaiting: PaymentsSection<AwaitingPayment>;
  /** Orders cancelled in the month because their payment did not arrive by the pay-by time. */
  lapsed: PaymentsSection<LapsedOrder>;
  /** Refunds recorded in the month, by where they stand. */
  refunds: PaymentsSection<RefundRow> & { byStatus: Record<RefundStatus, PaymentsTotal> };
  /** Refunds owed now, whatever the month; oldest first. */
  refundsDue: PaymentsSection<RefundDue>;
}
