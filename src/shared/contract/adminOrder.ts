import type { Refund } from './refund';
import * as yup from 'yup';
import type { OrderDetail, PlacedOrder } from './order';

// The back office's view of an order (`/api/admin/orders`) and the changes an admin makes to it.

export const SHIPPING_MESSAGES = {
  courierRequired: 'Courier name is required',
  trackingRequired: 'Tracking number is required',
  trackingInvalid: 'Tracking numbers have 4 to 40 letters, digits or dashes',
} as const;

/** `POST /api/admin/orders/:id/ship`. */
export const shipOrderSchema = yup.object({
  courierName: yup
    .string()
    .trim()
    .required(SHIPPING_MESSAGES.courierRequired)
    .max(60, SHIPPING_MESSAGES.courierRequired),
  trackingNumber: yup
    .string()
    .trim()
    .required(SHIPPING_MESSAGES.trackingRequired)
    .matches(/^[A-Za-z0-9-]{4,40}$/, SHIPPING_MESSAGES.trackingInvalid),
});

export type ShipOrderInput = yup.InferType<typeof shipOrderSchema>;

/** How much more time to pay staff may give an order awaiting payment: 15 minutes to 7 days. */
export const PAYMENT_HOLD_MINUTES = { min: 15, max: 7 * 24 * 60 } as const;

export const PAYMENT_HOLD_MESSAGES = {
  minutes: `Extend by ${PAYMENT_HOLD_MINUTES.min} minutes to 7 days (${PAYMENT_HOLD_MINUTES.max} minutes), in whole minutes`,
} as const;

/** `POST /api/admin/orders/:id/payment-hold`: the order's pay-by moves `minutes` later. */
export const paymentHoldSchema = yup.object({
  minutes: yup
    .number()
    .typeError(PAYMENT_HOLD_MESSAGES.minutes)
    .required(PAYMENT_HOLD_MESSAGES.minutes)
    .integer(PAYMENT_HOLD_MESSAGES.minutes)
    .min(PAYMENT_HOLD_MINUTES.min, PAYMENT_HOLD_MESSAGES.minutes)
    .max(PAYMENT_HOLD_MINUTES.max, PAYMENT_HOLD_MESSAGES.minutes),
});

export type PaymentHoldInput = yup.InferType<typeof paymentHoldSchema>;

/** A hold's length as people say it: `45 minutes`, `2 hours`, `1 day` (the select's options, the timeline's note). */
export function holdDuration(minutes: number): string {
  const [amount, unit] =
    minutes % (24 * 60) === 0
      ? [minutes / (24 * 60), 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** `POST /api/admin/orders/:id/<action>`: the changes that take no body (`undo`: the last step, while it may be). */
export type OrderAction = 'mark-paid' | 'deliver' | 'cancel' | 'undo';

/**
 * Steps that only move an order's state (shipped, delivered) can be undone this long after they
 * were taken: their customer mail is held back until then, and an undo takes it back unsent.
 */
export const ORDER_UNDO_SECONDS = 30;

/** One row of the admin order list. Times are ISO UTC, amounts INR. */
export interface AdminOrderSummary extends Pick<
  PlacedOrder,
  | 'id'
  | 'orderNumber'
  | 'orderDate'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'totalAmount'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'trackingNumber'
> {
  /** Pieces in the order (the sum of the lines' quantities). */
  itemCount: number;
}

/** One admin change of an order (the audit log): who, when, from which state to which. */
export interface OrderAuditEntry {
  at: string;
  adminId: number;
  adminEmail: string;
  from: string;
  to: string;
  note: string;
}

/** `GET /api/admin/orders/:id`: the customer's view of the order plus whose it is and the audit log. */
export interface AdminOrderDetail extends OrderDetail {
  /** Null for a guest's order. */
  customerId: number | null;
  audit: OrderAuditEntry[];
  /** Refunds recorded for the order's returns or its cancellation, oldest first. */
  refunds: Refund[];
}
