import { bearerFor } from '../../test/customers';
import { deliverWebhook, gatewayApp, linkPaidEvent } from '../../test/gatewayFixtures';
import { placeOrder } from '../../test/orderFixtures';
import { DEMO } from '../../test/testApp';
import { GATEWAY_ERRORS } from './razorpay/gateway.service';
import { reconcileGatewayPayments, RECONCILIATION } from './razorpay/reconcile';

let env: Awaited<ReturnType<typeof gatewayApp>>;
let logged: unknown[];
beforeEach(async () => {
  logged = [];
  env = await gatewayApp({ log: (error) => logged.push(error) });
});
afterEach(() => env.cleanup());

const placeOnline = () => placeOrder(env.t, null, { paymentMethod: 'online' });
const orderRow = async (id: number) => (await env.t.rows('orders')).find((row) => row.id === id)!;
const paidEvents = async (id: number) =>
  (await env.t.rows('orderEvents')).filter((row) => row.orderId === id && row.status === 'paid');

describe('the gateway webhook', () => {
  it("applies the gateway's signed payment_link.paid (sent by the test gateway to the listening app)", async () => {
    const order = await placeOnline();
    await env.gateway.pay(env.gateway.linkFor(order.orderNumber)!.id);
    expect(env.gateway.sentWebhooks).toEqual([expect.objectContaining({ event: 'payment_link.paid', status: 200 })]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await env.t.rows('gatewayEvents')).toEqual([
      expect.objectContaining({ event: 'payment_link.paid', outcome: 'paid', processedAtMs: expect.any(Number) }),
    ]);
  });

  it('changes nothing for a replayed event (same id), a forged one, or one without a signature', async () => {
    const order = await placeOnline();
    const link = env.gateway.linkFor(order.orderNumber)!;
    const event = linkPaidEvent(env.gateway, link.id, { id: 'pay_Replayed0001', amount: link.amount });
    const forged = await deliverWebhook(env.t, event, { eventId: 'evt_1', secret: 'not-the-secret' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ isSuccess: false, message: GATEWAY_ERRORS.badSignature });
    expect((await deliverWebhook(env.t, event, { eventId: 'evt_1', secret: null })).status).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    expect(await env.t.rows('gatewayEvents')).toEqual([]);

    expect((await deliverWebhook(env.t, event, { eventId: 'evt_1' })).body.data).toEqual({
      eventId: 'evt_1',
      outcome: 'paid',
    });
    const replay = await deliverWebhook(env.t, event, { eventId: 'evt_1' });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ eventId: 'evt_1', outcome: 'repeat' });
    // Another event for the same payment (payment.captured after payment_link.paid) is harmless too.
    const again = await deliverWebhook(env.t, event, { eventId: 'evt_2' });
    expect(again.body.data.outcome).toBe('already_paid');
    expect(await paidEvents(order.id)).toHaveLength(1);
    await env.t.context.outbox.idle();
    expect(env.t.outbox().filter((mail) => mail.includes('Payment received for order'))).toHaveLength(1);
  });

  it('does not apply (and logs) a payment whose amount is not the order total', async () => {
    const order = await placeOnline();
    const link = env.gateway.linkFor(order.orderNumber)!;
    const event = linkPaidEvent(env.gateway, link.id, { id: 'pay_Short0000001', amount: link.amount - 100 });
    expect((await deliverWebhook(env.t, event, { eventId: 'evt_short' })).body.data.outcome).toBe('amount_mismatch');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'awaiting_payment' });
    expect(String(logged[0])).toContain('does not match');
  });

  it('applies payment.captured found by the gateway order behind the link', async () => {
    const order = await placeOnline();
    const link = env.gateway.linkFor(order.orderNumber)!;
    const res = await deliverWebhook(
      env.t,
      {
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: 'pay_Captured0001',
              amount: link.amount,
              currency: 'INR',
              status: 'captured',
              order_id: link.order_id,
            },
          },
        },
      },
      { eventId: 'evt_captured' },
    );
    expect(res.body.data.outcome).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('reconciliation', () => {
  it('finds a paid link whose webhook and callback were lost, once, after the quiet period', async () => {
    const order = await placeOnline();
    env.gateway.state.webhooks = false;
    await env.gateway.pay(env.gateway.linkFor(order.orderNumber)!.id);
    expect(await reconcileGatewayPayments(env.t.context)).toBe(0); // not quiet long enough yet
    env.t.clock.advance(RECONCILIATION.quietMs + 1000);
    // Two processes at once: the claim lets one of them ask.
    const asked = await Promise.all([reconcileGatewayPayments(env.t.context), reconcileGatewayPayments(env.t.context)]);
    expect(asked.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await paidEvents(order.id)).toHaveLength(1);
    env.t.clock.advance(RECONCILIATION.quietMs + 1000);
    expect(await reconcileGatewayPayments(env.t.context)).toBe(0); // paid: nothing left to ask about
  });
});

describe('refunds through the gateway', () => {
  it("asks the gateway's refund API for a cancelled order's total and settles the refund on refund.processed", async () => {
    const order = await placeOnline();
    await env.gateway.pay(env.gateway.linkFor(order.orderNumber)!.id);
    const [row] = await env.t.rows('gatewayPayments');
    const admin = (await bearerFor(env.t, DEMO.admin)).auth;
    const post = (path: string, body?: object) =>
      env.t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
    expect((await post(`/orders/${order.id}/cancel`)).status).toBe(200);
    // The gateway's refund.processed comes after its answer; held here so the answer is read first.
    env.gateway.state.holdWebhooks = true;
    const res = await post(`/orders/${order.id}/refund`, { kind: 'cancellation', method: 'gateway' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: order.totalAmount, method: 'gateway', status: 'pending' });
    expect(env.gateway.state.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${row.paymentId}/refund`,
      body: { amount: Math.round(order.totalAmount * 100) },
    });
    env.gateway.releaseWebhooks();
    await env.gateway.webhooksSettled();
    expect((await env.t.rows('gatewayPayments'))[0]).toMatchObject({
      refundedPaise: Math.round(order.totalAmount * 100),
    });
    const [refund] = await env.t.rows('refunds');
    expect(refund).toMatchObject({ status: 'processed', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    const events = (await env.t.rows('orderEvents')).filter((event) => event.orderId === order.id);
    expect(events.map((event) => event.status)).toEqual(expect.arrayContaining(['refunded', 'refund processed']));
    // Once refunded, never again: the database holds one refund per cancelled order.
    expect((await post(`/orders/${order.id}/refund`, { kind: 'cancellation', method: 'gateway' })).status).toBe(409);
  });

  it('releases the claim when the gateway refuses, so staff can record a transfer instead', async () => {
    const order = await placeOnline();
    await env.gateway.pay(env.gateway.linkFor(order.orderNumber)!.id);
    const admin = (await bearerFor(env.t, DEMO.admin)).auth;
    const post = (path: string, body?: object) =>
      env.t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
    await post(`/orders/${order.id}/cancel`);
    // The payment is refunded in full outside the shop (the gateway's dashboard): nothing is left to refund.
    const [row] = await env.t.rows('gatewayPayments');
    await env.t
      .direct()
      .updateTable('gatewayPayments')
      .set({ refundedPaise: Number(row.amountPaise) })
      .execute();
    const refused = await post(`/orders/${order.id}/refund`, { kind: 'cancellation', method: 'gateway' });
    expect(refused.status).toBe(400);
    expect(await env.t.rows('refunds')).toEqual([]);
    const transfer = await post(`/orders/${order.id}/refund`, {
      kind: 'cancellation',
      method: 'bank_transfer',
      reference: 'NEFT-12345678',
    });
    expect(transfer.status).toBe(201);
  });

  it('refuses the gateway for an order not paid through it', async () => {
    const order = await placeOrder(env.t, null, { paymentMethod: 'upi' });
    const admin = (await bearerFor(env.t, DEMO.admin)).auth;
    const post = (path: string, body?: object) =>
      env.t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
    await post(`/orders/${order.id}/mark-paid`);
    await post(`/orders/${order.id}/cancel`);
    const res = await post(`/orders/${order.id}/refund`, { kind: 'cancellation', method: 'gateway' });
    expect(res.status).toBe(400);
  });
});
