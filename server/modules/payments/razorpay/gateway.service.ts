import { createHash } from 'node:crypto';
import type { AppContext } from '../../../context';
import { HttpError, badRequest, notFound } from '../../../platform/lib/httpError';
import { markOrderPaidBySystem, orderLinkFor } from '../../orders';
import { paymentRequests } from '../paymentRequests.service';
import type { GatewayPaymentRecord } from '../tables';
import { GatewayError, razorpayClient, type PaymentLinkEntity } from './client';
import { toRupees } from './links';
import { verifyPaymentLinkCallback, verifyWebhook, type PaymentLinkCallback } from './signature';

export const GATEWAY_ERRORS = {
  off: 'Online payment is not set up',
  badSignature: 'Invalid signature',
  badBody: 'The webhook body is not JSON',
  unknownLink: 'Payment link not found',
  nothingToRefund: 'This order has no online payment to refund',
  refundTooLarge: (left: number) => `At most ₹${left.toFixed(2)} of this payment is left to refund`,
} as const;

/** What applying one piece of news from the gateway did (kept on the webhook event's row). */
type Outcome =
  | 'paid'
  | 'already_paid'
  | 'order_not_awaiting_payment'
  | 'amount_mismatch'
  | 'not_paid'
  | 'refund_recorded'
  | 'unknown'
  | 'ignored';

interface WebhookBody {
  id?: string;
  event?: string;
  payload?: {
    payment_link?: { entity?: { id?: string } };
    payment?: {
      entity?: { id?: string; amount?: number; currency?: string; order_id?: string; amount_refunded?: number };
    };
    refund?: { entity?: { id?: string; amount?: number; payment_id?: string } };
  };
}

/**
 * What the gateway tells us, applied once: the customer's return (callback), its webhooks and the
 * reconciliation job all end in `applyPaid`, which marks the order paid through the orders
 * module's own path (a conditional update: a second confirmation changes nothing) only when the
 * amount paid is the order's.
 */
export function gatewayService(ctx: AppContext) {
  const { config, store, clock } = ctx;
  const client = () => {
    if (!config.razorpay) throw notFound(GATEWAY_ERRORS.off);
    return razorpayClient(config.razorpay);
  };

  async function applyPaid(row: GatewayPaymentRecord, paymentId: string, amountPaise: number): Promise<Outcome> {
    if (amountPaise !== row.amountPaise) {
      ctx.log(
        new Error(
          `Gateway payment ${paymentId} of ${amountPaise} paise does not match order ${row.orderId} (${row.amountPaise} paise): not applied`,
        ),
      );
      return 'amount_mismatch';
    }
    if (row.requestId !== null) {
      // A payment request (a booking's advance, a proposal's balance): its subject reacts.
      const settled = await paymentRequests(ctx).markPaidOnline(row.requestId, paymentId);
      await store.gatewayPayments.update(row.id, { status: 'paid', paymentId, checkedAtMs: clock.now() });
      if (settled) return 'paid';
      const request = await store.paymentRequests.findById(row.requestId);
      if (request?.status === 'paid') return 'already_paid';
      ctx.log(new Error(`Gateway payment ${paymentId} arrived for request ${row.requestId}, now ${request?.status}`));
      return 'order_not_awaiting_payment';
    }
    const orderId = row.orderId!;
    let outcome: Outcome = 'paid';
    try {
      await markOrderPaidBySystem(ctx, orderId, `Payment received online (${paymentId})`);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      const order = await store.orders.findById(orderId);
      outcome = order?.paymentStatus === 'paid' ? 'already_paid' : 'order_not_awaiting_payment';
      // Money arrived for an order that no longer waits for it (cancelled, lapsed): staff refund it.
      if (outcome === 'order_not_awaiting_payment')
        ctx.log(new Error(`Gateway payment ${paymentId} arrived for order ${orderId}, now ${order?.status}`));
    }
    await store.gatewayPayments.update(row.id, { status: 'paid', paymentId, checkedAtMs: clock.now() });
    return outcome;
  }

  /** Asks the gateway how the link stands and applies it (the callback and the job). */
  async function confirmWithGateway(row: GatewayPaymentRecord): Promise<Outcome> {
    const link: PaymentLinkEntity = await client().fetchPaymentLink(row.linkId!);
    // The gateway's order behind the link (what payment.captured names) may be known only now.
    await store.gatewayPayments.update(row.id, {
      checkedAtMs: clock.now(),
      gatewayOrderId: link.order_id ?? row.gatewayOrderId,
    });
    if (link.status === 'cancelled' || link.status === 'expired') {
      await store.gatewayPayments.update(row.id, { status: link.status }, ['created']);
      return 'not_paid';
    }
    const payment = link.payments?.find((candidate) => candidate.status === 'captured');
    if (link.status !== 'paid' || !payment) return 'not_paid';
    return applyPaid(row, payment.payment_id, payment.amount);
  }

  async function applyEvent(body: WebhookBody): Promise<Outcome> {
    const payment = body.payload?.payment?.entity;
    switch (body.event) {
      case 'payment_link.paid': {
        const linkId = body.payload?.payment_link?.entity?.id;
        const row = linkId ? await store.gatewayPayments.findByLink(linkId) : undefined;
        if (!row || !payment?.id || typeof payment.amount !== 'number') return 'unknown';
        return applyPaid(row, payment.id, payment.currency === 'INR' ? payment.amount : Number.NaN);
      }
      case 'payment.captured': {
        const row = payment?.id ? await store.gatewayPayments.findByPayment(payment.id, payment.order_id) : undefined;
        if (!row || !payment?.id || typeof payment.amount !== 'number') return 'unknown';
        return applyPaid(row, payment.id, payment.currency === 'INR' ? payment.amount : Number.NaN);
      }
      case 'refund.processed': {
        const refund = body.payload?.refund?.entity;
        const row = refund?.payment_id ? await store.gatewayPayments.findByPayment(refund.payment_id) : undefined;
        const refundId = refund?.id;
        const refundPaise = refund?.amount;
        if (!row || !refundId || typeof refundPaise !== 'number') return 'unknown';
        const refunded = Math.max(row.refundedPaise, payment?.amount_refunded ?? row.refundedPaise + refundPaise);
        const orderId = row.orderId;
        await store.transaction(async (tx) => {
          await tx.gatewayPayments.update(row.id, { refundedPaise: refunded, checkedAtMs: clock.now() });
          if (orderId === null) {
            // A cancelled booking's advance: its refund is settled by this word, once.
            const advance = await tx.advanceRefunds.findByGatewayId(refundId);
            if (advance) await tx.advanceRefunds.settle(advance.id, 'processed', new Date(clock.now()).toISOString());
            return;
          }
          // The refund staff recorded for it is settled by this word, once.
          const recorded = await tx.refunds.findByGatewayId(refundId);
          if (recorded) await tx.refunds.settle(recorded.id, 'processed', new Date(clock.now()).toISOString());
          await tx.orderHistory.addEvent({
            orderId,
            at: new Date(clock.now()).toISOString(),
            status: 'refund processed',
            note: `Refund of ₹${toRupees(refundPaise).toFixed(2)} processed by the gateway (${refundId})`,
            actor: 'system',
          });
        });
        return 'refund_recorded';
      }
      default:
        return 'ignored';
    }
  }

  return {
    /**
     * The customer back from the gateway's page. The query's signature must be the gateway's,
     * and the order is marked paid only once the gateway itself says the link is paid; a gateway
     * that does not answer now leaves it to the webhook or the job. Answers where to send the customer.
     */
    async callback(query: Partial<PaymentLinkCallback>): Promise<string> {
      const keySecret = config.razorpay?.keySecret;
      if (!keySecret) throw notFound(GATEWAY_ERRORS.off);
      const fields = [
        'razorpay_payment_id',
        'razorpay_payment_link_id',
        'razorpay_payment_link_reference_id',
        'razorpay_payment_link_status',
        'razorpay_signature',
      ] as const;
      if (fields.some((field) => typeof query[field] !== 'string')) throw badRequest(GATEWAY_ERRORS.badSignature);
      if (!verifyPaymentLinkCallback(query as PaymentLinkCallback, keySecret))
        throw badRequest(GATEWAY_ERRORS.badSignature);
      const row = await store.gatewayPayments.findByLink(query.razorpay_payment_link_id!);
      if (!row) throw notFound(GATEWAY_ERRORS.unknownLink);
      try {
        await confirmWithGateway(row);
      } catch (error) {
        ctx.log(error);
      }
      if (row.requestId !== null) return paymentRequests(ctx).returnUrl(row.requestId);
      const order = (await store.orders.findById(row.orderId!))!;
      return orderLinkFor(config, order).href;
    },

    /**
     * A webhook: the raw body must carry the gateway's signature; the event is recorded by its id
     * first, so a repeat (the gateway retries; anyone may replay) is answered without effect.
     */
    async webhook(raw: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      const secret = config.razorpay?.webhookSecret;
      if (!secret) throw notFound(GATEWAY_ERRORS.off);
      if (!verifyWebhook(raw, signature, secret)) throw badRequest(GATEWAY_ERRORS.badSignature);
      let body: WebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as WebhookBody;
      } catch {
        throw badRequest(GATEWAY_ERRORS.badBody);
      }
      // The header is the event's id; without one, the signed body itself identifies the delivery.
      const eventId =
        eventIdHeader?.slice(0, 100) || body.id || `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const fresh = await store.gatewayPayments.recordEvent(eventId, String(body.event ?? ''), clock.now());
      if (!fresh && (await store.gatewayPayments.findEvent(eventId))?.processedAtMs != null)
        return { eventId, outcome: 'repeat' as const };
      const outcome = await applyEvent(body);
      await store.gatewayPayments.finishEvent(eventId, outcome, clock.now());
      return { eventId, outcome };
    },

    confirmWithGateway,

    /**
     * Asks the gateway to refund `amountPaise` of an order's online payment (the refunds service
     * records the refund first); the gateway's refund.processed webhook settles it.
     */
    requestRefund: async (orderId: number, amountPaise: number, notes: Record<string, string>) =>
      refundPayment(await store.gatewayPayments.findByOrder(orderId), amountPaise, notes),

    /** The same for a payment request's online payment (a cancelled booking's advance). */
    refundRequestPayment: async (requestId: number, amountPaise: number, notes: Record<string, string>) =>
      refundPayment(await store.gatewayPayments.findByRequest(requestId), amountPaise, notes),
  };

  async function refundPayment(
    row: GatewayPaymentRecord | undefined,
    amountPaise: number,
    notes: Record<string, string>,
  ) {
    if (!row || row.status !== 'paid' || !row.paymentId) throw new HttpError(409, GATEWAY_ERRORS.nothingToRefund);
    const left = row.amountPaise - row.refundedPaise;
    if (amountPaise > left || left <= 0) throw badRequest(GATEWAY_ERRORS.refundTooLarge(toRupees(left)));
    try {
      return await client().refund(row.paymentId, amountPaise, notes);
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(502, error.message);
      throw error;
    }
  }
}

export type GatewayService = ReturnType<typeof gatewayService>;
