import { ORDER_MESSAGES } from '../../../src/shared/contract/order';
import { bearerFor } from '../../test/customers';
import { gatewayApp } from '../../test/gatewayFixtures';
import { GUEST, orderBody, placeOrder } from '../../test/orderFixtures';
import { createTestApp, DEMO } from '../../test/testApp';
import { GATEWAY_MESSAGES } from './razorpay/client';
import { GATEWAY_ERRORS } from './razorpay/gateway.service';
import { CALLBACK_PATH } from './razorpay/links';

let env: Awaited<ReturnType<typeof gatewayApp>>;
beforeEach(async () => {
  env = await gatewayApp();
});
afterEach(() => env.cleanup());

const placeOnline = () => placeOrder(env.t, null, { paymentMethod: 'online' });

/** The callback URL the test gateway's Pay button leads to, as a path of the app (webhooks lost). */
async function payWithoutWebhook(orderNumber: string) {
  env.gateway.state.webhooks = false;
  const callback = new URL(await env.gateway.pay(env.gateway.linkFor(orderNumber)!.id));
  return `${callback.pathname}${callback.search}`;
}

describe('online payment at checkout', () => {
  it('is offered when the gateway is set up, and not otherwise (placing one is refused)', async () => {
    expect((await env.t.api.get('/api/payments/methods')).body.data).toEqual({ methods: ['cod', 'upi', 'online'] });
    const off = await createTestApp();
    try {
      expect((await off.api.get('/api/payments/methods')).body.data).toEqual({ methods: ['cod', 'upi'] });
      const res = await off.api.post('/api/Order').send(orderBody({ paymentMethod: 'online', guest: GUEST }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ paymentMethod: [ORDER_MESSAGES.methodUnavailable] });
    } finally {
      await off.cleanup();
    }
  });

  it("creates the order's payment link as documented and answers its short URL; the order awaits payment", async () => {
    const order = await placeOnline();
    expect(order).toMatchObject({ status: 'awaiting payment', paymentStatus: 'awaiting_payment' });
    const link = env.gateway.linkFor(order.orderNumber)!;
    expect(order.payment).toEqual({ method: 'online', url: link.short_url });
    const created = env.gateway.state.requests.find((request) => request.path === '/v1/payment_links')!;
    expect(created.body).toMatchObject({
      amount: Math.round(order.totalAmount * 100),
      currency: 'INR',
      reference_id: order.orderNumber,
      customer: { name: 'Ravi Guest', email: 'ravi.guest@example.com', contact: '+919123456789' },
      callback_url: `http://localhost:3000${CALLBACK_PATH}`,
      callback_method: 'get',
      upi_link: false,
      // The link closes when the order's hold ends (the test clock's placement plus 30 minutes).
      expire_by: Math.floor(Date.parse(order.payBy!) / 1000),
    });
    expect(await env.t.rows('gatewayPayments')).toEqual([
      expect.objectContaining({ orderId: order.id, linkId: link.id, status: 'created', amountPaise: link.amount }),
    ]);
    await env.t.context.outbox.idle();
    expect(env.t.outbox()[0]).toContain('Total (online payment)');
  });

  it('marks the order paid on a signed callback once the gateway confirms, as the system, and mails the customer', async () => {
    const order = await placeOnline();
    const res = await env.t.api.get(await payWithoutWebhook(order.orderNumber));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/tracking');
    const stored = (await env.t.rows('orders')).find((row) => row.id === order.id)!;
    expect(stored).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    const events = (await env.t.rows('orderEvents')).filter((row) => row.orderId === order.id);
    expect(events.at(-1)).toMatchObject({ status: 'paid', actor: 'system', actorEmail: null });
    expect(env.gateway.state.requests.some((request) => request.method === 'GET')).toBe(true);
    await env.t.context.outbox.idle();
    expect(env.t.outbox().some((mail) => mail.includes(`Payment received for order ${order.orderNumber}`))).toBe(true);
  });

  it("refuses a callback whose signature is not the gateway's, and changes nothing", async () => {
    const order = await placeOnline();
    // The gateway signed status `paid`; a forger claiming it on another status (or any change) fails.
    const path = (await payWithoutWebhook(order.orderNumber)).replace('link_status=paid', 'link_status=created');
    const res = await env.t.api.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ isSuccess: false, message: GATEWAY_ERRORS.badSignature });
    const missing = await env.t.api.get(`${CALLBACK_PATH}?razorpay_payment_link_id=x`);
    expect(missing.status).toBe(400);
    expect((await env.t.rows('orders')).find((row) => row.id === order.id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
    });
  });

  it('places the order awaiting payment when the gateway is down, says why, and makes the link when the order page is opened later', async () => {
    const razorpay = env.t.context.config.razorpay!;
    const working = razorpay.apiBaseUrl;
    razorpay.apiBaseUrl = 'http://127.0.0.1:9'; // nothing listens there
    const customer = await bearerFor(env.t, DEMO.customer);
    const order = await placeOrder(env.t, customer.auth, { paymentMethod: 'online' });
    expect(order).toMatchObject({ status: 'awaiting payment' });
    expect(order.payment).toEqual({ method: 'online', url: null, message: GATEWAY_MESSAGES.unreachable });
    expect(await env.t.rows('gatewayPayments')).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);

    razorpay.apiBaseUrl = working;
    const detail = await env.t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', customer.auth);
    const link = env.gateway.linkFor(`${order.orderNumber}-2`)!;
    expect(detail.body.data.payment).toEqual({ method: 'online', url: link.short_url });
    // The customer's way back from the gateway is the account's order page.
    const res = await env.t.api.get(await payWithoutWebhook(`${order.orderNumber}-2`));
    expect(res.headers.location).toBe(`http://localhost:3000/user/orders/${order.orderNumber}`);
  });
});
