import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { hmacHex } from '../modules/payments/razorpay/signature';
import { startTestGateway, type TestGateway } from '../modules/payments/razorpay/testGateway';
import { createTestApp, type TestApp } from './testApp';

export const GATEWAY_KEYS = {
  keyId: 'rzp_test_key',
  keySecret: 'key-secret-for-tests',
  webhookSecret: 'webhook-secret',
};
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/**
 * A test app with online payment on, its gateway the local test gateway, and the app listening on
 * a port of its own so the gateway's webhooks reach it (`gateway.state.webhooks = false` loses them).
 */
export async function gatewayApp(options: { log?: (error: unknown) => void } = {}) {
  let appNow = () => Date.now();
  const gateway = await startTestGateway({ ...GATEWAY_KEYS, now: () => appNow() });
  const t = await createTestApp({
    config: { razorpay: { ...GATEWAY_KEYS, apiBaseUrl: gateway.url } },
    log: options.log,
  });
  appNow = () => t.clock.now();
  const server: Server = await new Promise((resolve) => {
    const listening = t.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  gateway.state.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${WEBHOOK_PATH}`;
  return {
    t,
    gateway,
    cleanup: async () => {
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      await t.cleanup();
    },
  };
}

/** Posts a webhook as the gateway would, signed with `secret` (a forger's, to test refusal). */
export function deliverWebhook(
  t: TestApp,
  body: Record<string, unknown>,
  { eventId, secret = GATEWAY_KEYS.webhookSecret }: { eventId?: string; secret?: string | null } = {},
) {
  const raw = JSON.stringify(body);
  const req = t.api.post(WEBHOOK_PATH).set('Content-Type', 'application/json');
  if (secret !== null) req.set('X-Razorpay-Signature', hmacHex(raw, secret));
  if (eventId) req.set('x-razorpay-event-id', eventId);
  return req.send(raw);
}

/** A `payment_link.paid` event as documented, for a link of the test gateway. */
export function linkPaidEvent(
  gateway: TestGateway,
  linkId: string,
  payment: { id: string; amount: number; currency?: string },
) {
  const link = gateway.links.get(linkId)!;
  return {
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { ...link, status: 'paid', amount_paid: payment.amount } },
      order: { entity: { id: link.order_id, entity: 'order', amount: link.amount, status: 'paid' } },
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: payment.currency ?? 'INR',
          status: 'captured',
          order_id: link.order_id,
        },
      },
    },
    created_at: 1764230400,
  };
}
