import { TRACKING_ORDER_LIMIT } from './tracking.routes';
import { TRACKING_MESSAGES } from '../../../src/shared/config/tracking';
import { ADMIN_ORDER_ERRORS } from './orderAdmin.service';
import { RETURN_ERRORS } from './orderAccount.service';
import { bearerFor, registerCustomer } from '../../test/customers';
import { GUEST, orderBody, placeOrder } from '../../test/orderFixtures';
import { PRICING_MESSAGES } from './orderPricing';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const DAY = 24 * 60 * 60_000;
const admin = async () => (await bearerFor(t, DEMO.admin)).auth;
const track = (body: Record<string, string>) => t.api.post('/api/orders/track').send(body);
const stockOf = async (id: number) =>
  ((await t.rows('products')) as Array<{ id: number; stockQuantity: number }>).find((p) => p.id === id)!.stockQuantity;

async function shipAndDeliver(orderId: number, trackingNumber = 'DLV-1001') {
  const auth = await admin();
  const shipped = await t.api
    .post(`/api/admin/orders/${orderId}/ship`)
    .set('Authorization', auth)
    .send({ courierName: 'Delhivery', trackingNumber });
  expect(shipped.status).toBe(200);
  const delivered = await t.api.post(`/api/admin/orders/${orderId}/deliver`).set('Authorization', auth);
  expect(delivered.status).toBe(200);
  return delivered.body.data;
}

describe('POST /api/orders/track', () => {
  it('finds an order by number with the e-mail or phone it was placed with, or by tracking number', async () => {
    const order = await placeOrder(t, null);
    for (const emailOrPhone of [GUEST.email.toUpperCase(), '9123456789', '+91 91234-56789']) {
      const res = await track({ orderNumber: order.orderNumber.toLowerCase(), emailOrPhone });
      expect([res.status, res.body.data?.orderNumber]).toEqual([200, order.orderNumber]);
    }
    await shipAndDeliver(order.id, 'DLV-777001');
    const byTracking = await track({ trackingNumber: 'DLV-777001' });
    expect(byTracking.status).toBe(200);
    // The courier's number alone (printed on the parcel) shows the status only: no order number,
    // dates, payment, timeline, address or contact.
    expect(byTracking.body.data).toEqual({
      status: 'delivered',
      courierName: 'Delhivery',
      trackingNumber: 'DLV-777001',
    });
    const full = await track({ orderNumber: order.orderNumber, emailOrPhone: GUEST.email });
    expect(full.body.data.events.map((e: { status: string }) => e.status)).toEqual(['pending', 'shipped', 'delivered']);
    // No address or contact leaves through tracking.
    expect(JSON.stringify(full.body)).not.toContain(GUEST.email);
  });

  it('answers one neutral 404 for a wrong e-mail, a wrong phone, an unknown number or tracking number', async () => {
    const order = await placeOrder(t, null);
    const misses = await Promise.all([
      track({ orderNumber: order.orderNumber, emailOrPhone: 'someone@example.com' }),
      track({ orderNumber: order.orderNumber, emailOrPhone: '9000000000' }),
      track({ orderNumber: 'UE-20990101-99999', emailOrPhone: GUEST.email }),
      track({ trackingNumber: 'NOPE-0000' }),
    ]);
    for (const res of misses)
      expect([res.status, res.body]).toEqual([404, { isSuccess: false, message: TRACKING_MESSAGES.notFound }]);
    const missing = await track({ orderNumber: order.orderNumber });
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { emailOrPhone: [TRACKING_MESSAGES.emailOrPhoneRequired] },
    ]);
  });

  it('limits the misses per address', async () => {
    const order = await placeOrder(t, null);
    for (let i = 0; i < 10; i++)
      expect((await track({ orderNumber: `UE-2222222${i}`, emailOrPhone: `x${i}@example.com` })).status).toBe(404);
    expect((await track({ orderNumber: order.orderNumber, emailOrPhone: GUEST.email })).status).toBe(429);
  });

  it(`limits the misses per order number (${TRACKING_ORDER_LIMIT.max} an hour), a found order giving its try back`, async () => {
    const order = await placeOrder(t, null);
    const other = await placeOrder(t, null);
    expect((await track({ orderNumber: order.orderNumber, emailOrPhone: GUEST.email })).status).toBe(200);
    for (let i = 0; i < TRACKING_ORDER_LIMIT.max; i++)
      expect((await track({ orderNumber: order.orderNumber, emailOrPhone: `x${i}@example.com` })).status).toBe(404);
    // Even the right contact now waits (in any case and spelling of the number)...
    const refused = await track({ orderNumber: order.orderNumber.toLowerCase(), emailOrPhone: GUEST.email });
    expect([refused.status, refused.headers['retry-after']]).toEqual([429, expect.any(String)]);
    // ...while another order is found as before.
    expect((await track({ orderNumber: other.orderNumber, emailOrPhone: GUEST.phone })).status).toBe(200);
  });
});

describe('GET /api/Order/number/:orderNumber', () => {
  it("shows the owner's order with timeline and payment; anyone else gets 404", async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth, { paymentMethod: 'upi' });
    const res = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'awaiting payment',
      items: [{ name: 'Darjeeling Tea Hamper', price: 1444, imageUrl: '/uploads/shop-darjeeling-hamper.webp' }],
      shippingAddress: { recipientName: 'Asha Verma' },
      events: [{ status: 'awaiting payment', note: 'Order placed (UPI)' }],
      payment: { link: expect.stringContaining('upi://pay?') },
    });
    const stranger = await registerCustomer(t, 'stranger@example.com');
    const other = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', stranger.auth);
    expect([other.status, other.body.message]).toEqual([404, 'Order not found']);
    expect((await t.api.get(`/api/Order/number/${order.orderNumber}`)).status).toBe(401);
  });
});

describe('cancel and returns', () => {
  it('a cancelled order gives its stock back and records the step', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const before = await stockOf(102);
    const order = await placeOrder(t, owner.auth);
    expect(await stockOf(102)).toBe(before - 2);
    expect((await t.api.post(`/api/Order/${order.id}/cancel`).set('Authorization', owner.auth)).status).toBe(200);
    expect(await stockOf(102)).toBe(before);
    const detail = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth);
    expect(detail.body.data.events.map((e: { status: string }) => e.status)).toEqual(['pending', 'cancelled']);
  });

  it('takes a return after delivery within the period, one per line; not before delivery nor after the period', async () => {
    let owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth, {
      items: [
        { productId: 102, quantity: 1 },
        { productId: 201, quantity: 1 },
      ],
    });
    const ask = (lineNo: number) =>
      t.api
        .post(`/api/Order/${order.id}/returns`)
        .set('Authorization', owner.auth)
        .send({ lineNo, reason: 'Wrong size' });
    expect([(await ask(1)).status, (await ask(1)).body.message]).toEqual([409, RETURN_ERRORS.notDelivered]);
    await shipAndDeliver(order.id);
    t.clock.advance(13 * DAY);
    owner = await bearerFor(t, DEMO.customer); // a fresh login after the days passed
    const first = await ask(1);
    expect(first.status).toBe(201);
    expect(first.body.data.returns).toMatchObject([{ lineNo: 1, status: 'requested', reason: 'Wrong size' }]);
    expect((await ask(1)).body.message).toBe(RETURN_ERRORS.already);
    t.clock.advance(2 * DAY); // 15 days after delivery: past the policy's 14 days
    owner = await bearerFor(t, DEMO.customer);
    const late = await ask(2);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The return period for this item ended on /);
    const stranger = await registerCustomer(t, 'stranger@example.com');
    expect(
      (
        await t.api
          .post(`/api/Order/${order.id}/returns`)
          .set('Authorization', stranger.auth)
          .send({ lineNo: 2, reason: 'x' })
      ).status,
    ).toBe(404);
  });

  it('moves a return one step at a time: no skipping, no going back, nothing after the end', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth);
    await shipAndDeliver(order.id);
    const asked = await t.api
      .post(`/api/Order/${order.id}/returns`)
      .set('Authorization', owner.auth)
      .send({ lineNo: 1, reason: 'Damaged box' });
    const id = asked.body.data.returns[0].id as number;
    const auth = await admin();
    const advance = (status: string) =>
      t.api.post(`/api/admin/returns/${id}/advance`).set('Authorization', auth).send({ status });
    const skip = await advance('approved');
    expect([skip.status, skip.body.message]).toEqual([409, ADMIN_ORDER_ERRORS.returnStep('requested', 'approved')]);
    for (const status of ['item_received', 'quality_check', 'approved'])
      expect((await advance(status)).status).toBe(200);
    expect((await advance('item_received')).status).toBe(409);
    // Refunded is reached by recording the refund, not by a bare step.
    const bare = await advance('refunded');
    expect([bare.status, bare.body.message]).toEqual([409, ADMIN_ORDER_ERRORS.recordRefund]);
    const refund = await t.api
      .post(`/api/admin/returns/${id}/refund`)
      .set('Authorization', auth)
      .send({ kind: 'damaged_or_wrong', method: 'cash', reference: 'RCPT-0042' });
    expect(refund.status).toBe(201);
    // The hamper's line as paid (2 × 1,444), in full: a damaged item carries no return fee.
    expect(refund.body.data).toMatchObject({ grossAmount: 2888, deduction: 0, amount: 2888, status: 'processed' });
    expect((await advance('replaced')).status).toBe(409);
    expect(
      (
        await t.api
          .post(`/api/admin/returns/${id}/advance`)
          .set('Authorization', owner.auth)
          .send({ status: 'refunded' })
      ).status,
    ).toBe(403);
    const detail = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth);
    expect(detail.body.data.returns[0].status).toBe('refunded');
    expect(detail.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'shipped',
      'delivered',
      'return requested',
      'return item received',
      'return quality check',
      'return approved',
      'return refunded',
    ]);
    await t.context.outbox.idle();
    expect(t.outbox().filter((mail) => mail.includes('Subject: Your return for order'))).toHaveLength(3);
    expect(t.outbox().filter((mail) => mail.includes('Subject: Your refund for order'))).toHaveLength(1);
  });

  it('refuses a tracking number already used by another order', async () => {
    const a = await placeOrder(t, null);
    const b = await placeOrder(t, null, { guest: { ...GUEST, email: 'b@example.com' } });
    const auth = await admin();
    expect(
      (
        await t.api
          .post(`/api/admin/orders/${a.id}/ship`)
          .set('Authorization', auth)
          .send({ courierName: 'Delhivery', trackingNumber: 'SAME-1' })
      ).status,
    ).toBe(200);
    const dup = await t.api
      .post(`/api/admin/orders/${b.id}/ship`)
      .set('Authorization', auth)
      .send({ courierName: 'Delhivery', trackingNumber: 'SAME-1' });
    expect([dup.status, dup.body.errors]).toEqual([409, { trackingNumber: [ADMIN_ORDER_ERRORS.trackingTaken] }]);
    expect((await t.api.post(`/api/admin/orders/${b.id}/deliver`).set('Authorization', auth)).status).toBe(409);
  });

  it('sells a product with sizes from the chosen variant, and a cancel gives that variant its stock back', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const variantStock = async () =>
      ((await t.rows('productVariants')) as Array<{ id: number; stockQuantity: number }>).find((v) => v.id === 8)!
        .stockQuantity;
    const before = await variantStock();
    const unchosen = await t.api
      .post('/api/Order')
      .set('Authorization', owner.auth)
      .send(orderBody({ items: [{ productId: 208, quantity: 1 }] }));
    expect([unchosen.status, unchosen.body.errors]).toEqual([
      400,
      { 'items[0].variantId': [PRICING_MESSAGES.chooseVariant] },
    ]);
    const order = await placeOrder(t, owner.auth, { items: [{ productId: 208, variantId: 8, quantity: before }] });
    expect(await variantStock()).toBe(0);
    const detail = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth);
    expect(detail.body.data.items).toMatchObject([
      { productId: 208, variantId: 8, size: 'M', colour: 'green', quantity: before },
    ]);
    const soldOut = await t.api
      .post('/api/Order')
      .set('Authorization', owner.auth)
      .send(orderBody({ items: [{ productId: 208, variantId: 8, quantity: 1 }] }));
    expect(soldOut.body.errors).toEqual({ 'items[0].quantity': [PRICING_MESSAGES.outOfStock(0)] });
    expect((await t.api.post(`/api/Order/${order.id}/cancel`).set('Authorization', owner.auth)).status).toBe(200);
    expect(await variantStock()).toBe(before);
  });
});
