import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload` with `secret`, hex: how Razorpay signs callbacks and webhooks. */
export const hmacHex = (payload: string | Buffer, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares in constant time (a wrong signature takes as long to refuse as a nearly right one). */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The query parameters Razorpay appends to a Payment Link's `callback_url` after a payment. */
export interface PaymentLinkCallback {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

/**
 * The callback's signature, as Razorpay documents it for Payment Links: HMAC-SHA256 with the key
 * secret over `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id`.
 */
export const paymentLinkSignature = (query: Omit<PaymentLinkCallback, 'razorpay_signature'>, keySecret: string) =>
  hmacHex(
    [
      query.razorpay_payment_link_id,
      query.razorpay_payment_link_reference_id,
      query.razorpay_payment_link_status,
      query.razorpay_payment_id,
    ].join('|'),
    keySecret,
  );

export const verifyPaymentLinkCallback = (query: PaymentLinkCallback, keySecret: string) =>
  sameSignature(paymentLinkSignature(query, keySecret), query.razorpay_signature);

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body, as received, with the webhook secret. */
export const verifyWebhook = (rawBody: Buffer, signature: string | undefined, webhookSecret: string) =>
  sameSignature(hmacHex(rawBody, webhookSecret), signature);
