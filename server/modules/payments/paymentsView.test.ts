import { PAYMENTS_MONTH_MESSAGE, type PaymentsView } from '../../../src/shared/contract/paymentsView';
import { bearerFor, registerCustomer } from '../../test/customers';
import { placeOrder } from '../../test/orderFixtures';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { ordersModule } from '../orders';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const MINUTE = 60_000;
/** The default payment hold. */
const HOLD = 30 * MINUTE;

const post = (path: string, body?: object) => t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
const expectOk = async (path: string, body?: object) => expect((await post(path, body)).status).toBeLessThan(300);
const view = async (month?: string) => {
  const res = await t.api
    .get('/api/admin/payments')
    .query(month === undefined ? {} : { month })
    .set('Authorization', admin);
  expect(res.status).toBe(200);
  return res.body.data as PaymentsView;
};
/** The admin's token lasts 15 minutes; after moving the clock further the admin logs in again. */
const relogin = async () => {
  admin = (await bearerFor(t, DEMO.admin)).auth;
};
/** Moves the clock to `at` (ms) and logs the admin in again. */
const moveTo = async (at: number) => {
  t.clock.advance(at - t.clock.now());
  await relogin();
};
/** One run of the orders module's lapse job (it runs once at start; stopping waits for that run). */
const runLapseJob = () => ordersModule.background!(t.context)();
const paiseOf = (...amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
const upiOrder = () => placeOrder(t, null, { paymentMethod: 'upi' });
const deliver = async (id: number) => {
  await expectOk(`/orders/${id}/ship`, { courierName: 'Delhivery', trackingNumber: `DLV-${id}0042` });
  await expectOk(`/orders/${id}/deliver`);
};

describe('GET /api/admin/payments', () => {
  it('adds up the month’s payments, lapses and refunds, and lists what is awaited and owed', async () => {
    // Cash on delivery counts once delivered; UPI once marked paid.
    const cod = await placeOrder(t, null);
    await deliver(cod.id);
    const upi = await upiOrder();
    await expectOk(`/orders/${upi.id}/mark-paid`);
    // A cancelled paid order with no refund is owed; one refunded is not.
    const owed = await upiOrder();
    await expectOk(`/orders/${owed.id}/mark-paid`);
    await expectOk(`/orders/${owed.id}/cancel`);
    const refunded = await upiOrder();
    await expectOk(`/orders/${refunded.id}/mark-paid`);
    await expectOk(`/orders/${refunded.id}/cancel`);
    await expectOk(`/orders/${refunded.id}/refund`, {
      kind: 'cancellation',
      method: 'upi_transfer',
      reference: 'UTR 5566 7788',
    });
    // A customer's delivered order with an approved return, not refunded yet.
    const owner = await bearerFor(t, DEMO.customer);
    const returned = await placeOrder(t, owner.auth);
    await deliver(returned.id);
    const asked = await t.api
      .post(`/api/Order/${returned.id}/returns`)
      .set('Authorization', owner.auth)
      .send({ lineNo: 1, reason: 'Damaged in transit' });
    const returnId = asked.body.data.returns[0].id as number;
    for (const status of ['item_received', 'quality_check', 'approved'])
      await expectOk(`/returns/${returnId}/advance`, { status });
    // A UPI order left unpaid past its hold lapses.
    const unpaid = await upiOrder();
    t.clock.advance(HOLD);
    await runLapseJob();
    await relogin();
    // One awaiting payment now.
    const waiting = await upiOrder();

    const data = await view('2025-09');
    expect(data).toMatchObject({ month: '2025-09', from: '2025-08-31T18:30:00.000Z', to: '2025-09-30T18:30:00.000Z' });

    const upiPaid = [upi, owed, refunded];
    expect(data.received.byMethod).toEqual({
      cod: { count: 2, amount: paiseOf(cod.totalAmount, returned.totalAmount) / 100 },
      upi: { count: 3, amount: paiseOf(...upiPaid.map((o) => o.totalAmount)) / 100 },
      online: { count: 0, amount: 0 },
    });
    expect(data.received.total).toEqual({
      count: 5,
      amount: paiseOf(cod.totalAmount, returned.totalAmount, ...upiPaid.map((o) => o.totalAmount)) / 100,
    });
    expect(data.received.rows.map((row) => row.orderNumber).sort()).toEqual(
      [cod, returned, ...upiPaid].map((o) => o.orderNumber).sort(),
    );
    expect(data.received.rows.find((row) => row.orderId === cod.id)).toMatchObject({
      method: 'cod',
      customerName: 'Ravi Guest',
      amount: cod.totalAmount,
      paidAt: '2025-09-01T09:00:00.000Z',
    });

    expect(data.lapsed.total).toEqual({ count: 1, amount: unpaid.totalAmount });
    expect(data.lapsed.rows).toEqual([
      expect.objectContaining({
        orderId: unpaid.id,
        orderNumber: unpaid.orderNumber,
        method: 'upi',
        payBy: unpaid.payBy,
        lapsedAt: '2025-09-01T09:30:00.000Z',
      }),
    ]);

    expect(data.awaiting.total).toEqual({ count: 1, amount: waiting.totalAmount });
    expect(data.awaiting.rows).toEqual([
      expect.objectContaining({ orderId: waiting.id, payBy: waiting.payBy, amount: waiting.totalAmount }),
    ]);

    expect(data.refunds.byStatus).toEqual({
      processed: { count: 1, amount: refunded.totalAmount },
      pending: { count: 0, amount: 0 },
      failed: { count: 0, amount: 0 },
    });
    expect(data.refunds.rows).toEqual([
      expect.objectContaining({
        orderId: refunded.id,
        amount: refunded.totalAmount,
        method: 'upi',
        refundMethod: 'upi_transfer',
        kind: 'cancellation',
        status: 'processed',
        reference: 'UTR 5566 7788',
        createdAt: '2025-09-01T09:00:00.000Z',
      }),
    ]);

    // Owed: the cancelled paid order in full, and what was paid for the returned line (2 × ₹1,444).
    expect(data.refundsDue.rows).toEqual([
      expect.objectContaining({
        orderId: owed.id,
        reason: 'cancelled_paid',
        amount: owed.totalAmount,
        returnId: null,
        since: '2025-09-01T09:00:00.000Z',
      }),
      expect.objectContaining({
        orderId: returned.id,
        reason: 'return_approved',
        returnId,
        item: expect.any(String),
        method: 'cod',
        amount: 2888,
      }),
    ]);
    expect(data.refundsDue.total).toEqual({ count: 2, amount: paiseOf(owed.totalAmount, 2888) / 100 });

    // Another month has none of the month's figures, but the same orders awaited and owed now.
    const october = await view('2025-10');
    expect([october.received.total, october.lapsed.total, october.refunds.total]).toEqual([
      { count: 0, amount: 0 },
      { count: 0, amount: 0 },
      { count: 0, amount: 0 },
    ]);
    expect(october.awaiting.total.count).toBe(1);
    expect(october.refundsDue.total.count).toBe(2);
  });

  it('reads months in IST: 23:59 on the last day is that month, 00:00 on the 1st the next', async () => {
    await moveTo(Date.UTC(2025, 8, 30, 18, 29)); // 30 September, 23:59 IST
    const september = await upiOrder();
    await expectOk(`/orders/${september.id}/mark-paid`);
    await moveTo(Date.UTC(2025, 8, 30, 18, 30)); // 1 October, 00:00 IST
    const october = await upiOrder();
    await expectOk(`/orders/${october.id}/mark-paid`);

    expect((await view('2025-09')).received.rows.map((row) => row.orderId)).toEqual([september.id]);
    const current = await view();
    expect(current).toMatchObject({ month: '2025-10', from: '2025-09-30T18:30:00.000Z' });
    expect(current.received.rows.map((row) => row.orderId)).toEqual([october.id]);
    expect((await view('2025-12')).to).toBe('2025-12-31T18:30:00.000Z');
  });

  it('answers 400 with the month’s field error for a month it cannot read', async () => {
    for (const month of ['2025-13', '2025-9', 'September', '2025-09-01']) {
      const res = await t.api.get('/api/admin/payments').query({ month }).set('Authorization', admin);
      expect([res.status, res.body]).toEqual([
        400,
        { isSuccess: false, message: PAYMENTS_MONTH_MESSAGE, errors: { month: [PAYMENTS_MONTH_MESSAGE] } },
      ]);
    }
    const twice = await t.api.get('/api/admin/payments?month=2025-09&month=2025-10').set('Authorization', admin);
    expect(twice.status).toBe(400);
  });

  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    expect((await t.api.get('/api/admin/payments')).status).toBe(401);
    const customer = await registerCustomer(t, 'payments.sweep@example.com');
    const res = await t.api.get('/api/admin/payments').set('Authorization', customer.auth);
    expect([res.status, res.body.isSuccess]).toEqual([403, false]);
  });
});
