import * as yup from 'yup';
import { TRACKING_MESSAGES } from '../config/tracking';
import type { OrderEvent, PlacedOrder } from './order';

// The public order lookup of /tracking: its request and what a visitor may see of an order.

/** `POST /api/orders/track`: by order number with the e-mail or phone it was placed with, or by the courier's number. */
export const trackOrderSchema = yup
  .object({
    orderNumber: yup.string().trim().max(40).optional(),
    emailOrPhone: yup.string().trim().max(254).optional(),
    trackingNumber: yup.string().trim().max(40).optional(),
  })
  .test('one-way', function check(value) {
    if (value?.trackingNumber) return true;
    if (!value?.orderNumber)
      return this.createError({ path: 'orderNumber', message: TRACKING_MESSAGES.orderNumberRequired });
    if (!value.emailOrPhone)
      return this.createError({ path: 'emailOrPhone', message: TRACKING_MESSAGES.emailOrPhoneRequired });
    return true;
  });

export type TrackOrderInput = yup.InferType<typeof trackOrderSchema>;

/** One of the two ways the schema accepts, as the client sends it. */
export type TrackOrderRequest =
  Required<Pick<TrackOrderInput, 'orderNumber' | 'emailOrPhone'>> | Required<Pick<TrackOrderInput, 'trackingNumber'>>;

/** What a visitor may see of an order (no address, no contact). */
export interface TrackedOrder extends Pick<
  PlacedOrder,
  'orderNumber' | 'orderDate' | 'status' | 'paymentMethod' | 'paymentStatus' | 'courierName' | 'trackingNumber'
> {
  events: OrderEvent[];
}
