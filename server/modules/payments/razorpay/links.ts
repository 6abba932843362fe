import type { OnlinePayment } from '../../../../src/shared/contract/order';
import type { AppContext } from '../../../context';
import type { PayableOrder } from '../types';
import { GATEWAY_MESSAGES, GatewayError, razorpayClient } from './client';

/** The gateway answers in paise; orders keep rupees with two decimals. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

/** The callback route the gateway's page returns the customer to (see gateway.routes.ts). */
export const CALLBACK_PATH = '/api/payments/razorpay/callback';

/** How long a process creating a link holds the order's row before another may try. */
const CREATE_CLAIM_MS = 30_000;

export const LINK_MESSAGES = {
  off: 'Online payment is not available at the moment.',
  busy: 'Your payment link is being prepared. Please reload this page in a moment.',
  closed: 'This payment link is closed.',
} as const;

/** A mobile as the gateway's `customer.contact` expects it: +91 and the ten digits. */
const contactOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91${digits}` : '';
};

/**
 * The order's payment link on the gateway: the stored one, or a new one. One process creates it
 * (the order's row is claimed by a unique insert, or a conditional update for a retry after a
 * failure), so an order never has two live links. A gateway that cannot be reached leaves the
 * order awaiting payment with the reason; its page asks again.
 */
export function paymentLinks(ctx: Pick<AppContext, 'config' | 'store' | 'clock'>) {
  const { config, store, clock } = ctx;

  /** The link of an order or a payment request (`owner`), made once across processes. */
  async function ensureFor(target: LinkTarget): Promise<OnlinePayment> {
    if (!config.razorpay) return { method: 'online', url: null, message: LINK_MESSAGES.off };
    const now = clock.now();
    const find = () =>
      'orderId' in target.owner
        ? store.gatewayPayments.findByOrder(target.owner.orderId)
        : store.gatewayPayments.findByRequest(target.owner.requestId);
    const existing = await find();
    if (existing?.status === 'created' && existing.shortUrl) return { method: 'online', url: existing.shortUrl };
    if (existing && existing.status !== 'creating' && existing.status !== 'failed')
      return { method: 'online', url: null, message: LINK_MESSAGES.closed };
    // A retry needs a reference of its own: the gateway keeps one link per reference id.
    const referenceId = existing ? `${target.reference}-${existing.attempts + 1}` : target.reference;
    const claimed = existing
      ? await store.gatewayPayments.reclaim(existing.id, existing.attempts, referenceId, now, CREATE_CLAIM_MS)
      : await store.gatewayPayments.insertClaim({
          ...target.owner,
          referenceId,
          amountPaise: target.amountPaise,
          now,
          claimMs: CREATE_CLAIM_MS,
        });
    if (!claimed) return { method: 'online', url: null, message: LINK_MESSAGES.busy };
    const row = (await find())!;
    try {
      const link = await razorpayClient(config.razorpay).createPaymentLink({
        amountPaise: row.amountPaise,
        referenceId,
        description: target.description,
        customer: {
          name: target.customer.name,
          email: target.customer.email,
          contact: contactOf(target.customer.phone),
        },
        callbackUrl: `${config.publicUrl}${CALLBACK_PATH}`,
        notes: target.notes,
        // The link closes with the hold, so nobody pays for something that has lapsed.
        ...expiryOf(target.payBy, clock.now()),
      });
      await store.gatewayPayments.update(row.id, {
        linkId: link.id,
        shortUrl: link.short_url,
        gatewayOrderId: link.order_id ?? null,
        status: 'created',
        claimedUntilMs: 0,
        checkedAtMs: clock.now(),
        lastError: null,
      });
      return { method: 'online', url: link.short_url };
    } catch (error) {
      const message = error instanceof GatewayError ? error.message : GATEWAY_MESSAGES.unreachable;
      await store.gatewayPayments.update(row.id, { status: 'failed', claimedUntilMs: 0, lastError: message });
      return { method: 'online', url: null, message };
    }
  }

  return {
    ensure: (order: PayableOrder): Promise<OnlinePayment> =>
      ensureFor({
        owner: { orderId: order.id },
        reference: order.orderNumber,
        amountPaise: toPaise(order.totalAmount),
        description: `Utsav Events order ${order.orderNumber}`,
        customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
        notes: { order_number: order.orderNumber },
        payBy: order.payBy,
      }),
    ensureFor,
  };
}

/** What a payment link is made for: an order or a payment request, and what the payer sees. */
export interface LinkTarget {
  owner: { orderId: number } | { requestId: number };
  reference: string;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string; phone: string };
  notes: Record<string, string>;
  /** ISO UTC, or null. */
  payBy: string | null;
}

/** The gateway takes an expiry at least 15 minutes ahead; a hold ending sooner leaves the link open (the lapse job cancels the order). */
const MIN_EXPIRY_MS = 16 * 60_000;
const expiryOf = (payBy: string | null, now: number) => {
  const at = payBy ? Date.parse(payBy) : Number.NaN;
  return at - now >= MIN_EXPIRY_MS ? { expireBy: Math.floor(at / 1000) } : {};
};
