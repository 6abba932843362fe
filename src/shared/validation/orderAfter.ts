import * as yup from 'yup';
import { RETURN_REASON_MAX, RETURN_STATUSES } from '../config/shop';
import { TRACKING_MESSAGES } from '../config/tracking';

// What happens after an order is placed: tracking, returns, and the admin's status changes.

export { TRACKING_MESSAGES } from '../config/tracking';

export const RETURN_MESSAGES = {
  lineRequired: 'Please choose the item to return',
  reasonRequired: 'Please tell us why you are returning it',
  reasonTooLong: `Please keep the reason under ${RETURN_REASON_MAX} characters`,
  statusInvalid: 'Unknown return status',
} as const;

export const SHIPPING_MESSAGES = {
  courierRequired: 'Courier name is required',
  trackingRequired: 'Tracking number is required',
  trackingInvalid: 'Tracking numbers have 4 to 40 letters, digits or dashes',
} as const;

const bounded = (message: string, max: number) => yup.string().trim().required(message).max(max, message);

/** `POST /api/orders/track`: by order number with the e-mail or phone it was placed with, or by the courier's number. */
export const trackOrderSchema = yup.object({
  orderNumber: yup.string().trim().max(40).optional(),
  emailOrPhone: yup.string().trim().max(254).optional(),
  trackingNumber: yup.string().trim().max(40).optional(),
}).test('one-way', function check(value) {
  if (value?.trackingNumber) return true;
  if (!value?.orderNumber) return this.createError({ path: 'orderNumber', message: TRACKING_MESSAGES.orderNumberRequired });
  if (!value.emailOrPhone) return this.createError({ path: 'emailOrPhone', message: TRACKING_MESSAGES.emailOrPhoneRequired });
  return true;
});

/** `POST /api/Order/by-number/:orderNumber/returns`: one line of a delivered order. */
export const returnRequestSchema = yup.object({
  lineNo: yup.number().typeError(RETURN_MESSAGES.lineRequired).required(RETURN_MESSAGES.lineRequired).integer(RETURN_MESSAGES.lineRequired).positive(RETURN_MESSAGES.lineRequired),
  reason: yup.string().trim().required(RETURN_MESSAGES.reasonRequired).max(RETURN_REASON_MAX, RETURN_MESSAGES.reasonTooLong),
});

/** `POST /api/admin/orders/:id/ship`. */
export const shipOrderSchema = yup.object({
  courierName: bounded(SHIPPING_MESSAGES.courierRequired, 60),
  trackingNumber: yup.string().trim().required(SHIPPING_MESSAGES.trackingRequired).matches(/^[A-Za-z0-9-]{4,40}$/, SHIPPING_MESSAGES.trackingInvalid),
});

/** `POST /api/admin/returns/:id/advance`: the next status (one step at a time). */
export const advanceReturnSchema = yup.object({
  status: yup.string().oneOf([...RETURN_STATUSES], RETURN_MESSAGES.statusInvalid).required(RETURN_MESSAGES.statusInvalid),
  note: yup.string().trim().max(200).optional(),
});

export type TrackOrderInput = yup.InferType<typeof trackOrderSchema>;
export type ReturnRequestInput = yup.InferType<typeof returnRequestSchema>;
export type ShipOrderInput = yup.InferType<typeof shipOrderSchema>;
export type AdvanceReturnInput = yup.InferType<typeof advanceReturnSchema>;
