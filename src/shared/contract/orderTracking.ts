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

/** What a visitor who gave the order number and its e-mail or phone may see of an order (no address, no contact). */
export interface TrackedOrder extends Pick<
  PlacedOrder,
  'orderNumber' | 'orderDate' | 'status' | 'paymentMethod' | 'paymentStatus' | 'courierName' | 'trackingNumber'
> {
  events: OrderEvent[];
}

/**
 * What the courier's tracking number alone shows: the status and the courier, nothing that would
 * tie the parcel to an order, a person or an amount (the number is printed on the parcel).
 */
export type TrackedShipment = Pick<PlacedOrder, 'status' | 'courierName' | 'trackingNumber'>;

/** The lookup's answer: an order (by number and contact) or a shipment (by courier number). */
export type TrackResult = TrackedOrder | TrackedShipment;

export const isTrackedOrder = (result: TrackResult): result is TrackedOrder => 'orderNumber' in result;
