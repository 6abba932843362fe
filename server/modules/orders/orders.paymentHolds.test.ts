import { PAYMENT_HOLD_MESSAGES, type AdminOrderDetail } from '../../../src/shared/contract/adminOrder';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';
import { bearerFor } from '../../test/customers';
import { placeOrder } from '../../test/orderFixtures';
import { createTestApp, decodeQuotedPrintable, DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { ADMIN_ORDER_ERRORS } from './orderAdmin.service';
import { paymentLapseService } from './paymentHolds.service';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const MINUTE = 60_000;
/** The test clock starts at 09:00 UTC, 14:30 IST; the default hold is 30 minutes. */
const PLACED_AT = Date.UTC(2025, 8, 1, 9, 0, 0);
const HOLD = 30 * MINUTE;

const lapseDue = (app = t) => paymentLapseService(app.context).lapseDue();
const rowOf = async (table: 'products' | 'productVariants' | 'orders', id: number) =>
  ((await t.rows(table)) as Array<Record<string, unknown> & { id: number }>).find((row) => row.id === id)!;
const stockOf = async (id: number) => (await rowOf('products', id)).stockQuantity as number;
const variantStockOf = async (id: number) => (await rowOf('productVariants', id)).stockQuantity as number;
const eventsOf = async (orderId: number) =>
  ((await t.rows('orderEvents')) as Array<{ orderId: number; status: string; note: string; actor: string }>).filter(
    (event) => event.orderId === orderId,
  );
const mailsAbout = async (text: string) => {
  await t.context.outbox.idle();
  return t.outbox().filter((mail) => decodeQuotedPrintable(mail).includes(text));
};
const detail = async (id: number) =>
  (await t.api.get(`/api/admin/orders/${id}`).set('Authorization', admin)).body.data as AdminOrderDetail;
const extend = (id: number, body: unknown) =>
  t.api
    .post(`/api/admin/orders/${id}/payment-hold`)
    .set('Authorization', admin)
    .send(body as object);
/** The admin's token lasts 15 minutes; tests that move the clock further log in again. */
const relogin = async () => {
  admin = (await bearerFor(t, DEMO.admin)).auth;
};

/** A UPI order of two hampers (product 102), and with `variant` one sized kurta too (product 208, variant 7). */
const upiOrder = (auth: string | null = null, variant = false) =>
  placeOrder(t, auth, {
    paymentMethod: 'upi',
    items: [{ productId: 102, quantity: 2 }, ...(variant ? [{ productId: 208, variantId: 7, quantity: 1 }] : [])],
  });

describe('the pay-by time', () => {
  it('is set at placement for a UPI order (placement + PAYMENT_HOLD_MINUTES) and is null for cash on delivery', async () => {
    const upi = await upiOrder();
    const cod = await placeOrder(t, null);
    expect(upi).toMatchObject({ status: 'awaiting payment', payBy: new Date(PLACED_AT + HOLD).toISOString() });
    expect(cod).toMatchObject({ payBy: null });
    expect((await rowOf('orders', upi.id)).payByMs).toBe(PLACED_AT + HOLD);
    expect((await detail(upi.id)).payBy).toBe('2025-09-01T09:30:00.000Z');
    const confirmation = await mailsAbout(`Your order ${upi.orderNumber} is confirmed`);
    expect(decodeQuotedPrintable(confirmation[0])).toContain('Pay by 15:00 IST on 1 September');
  });
});

describe('the lapse job', () => {
  it('cancels an order unpaid past its hold, puts its stock back, records why and mails the customer once', async () => {
    const before = { hamper: await stockOf(102), variant: await variantStockOf(7) };
    const order = await upiOrder(null, true);
    expect(await stockOf(102)).toBe(before.hamper - 2);

    t.clock.advance(HOLD - 1);
    expect(await lapseDue()).toBe(0);
    expect((await rowOf('orders', order.id)).status).toBe('awaiting payment');

    t.clock.advance(1);
    expect(await lapseDue()).toBe(1);
    expect((await rowOf('orders', order.id)).status).toBe('cancelled');
    expect({ hamper: await stockOf(102), variant: await variantStockOf(7) }).toEqual(before);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Payment not received by 15:00 IST; order cancelled and items released',
      actor: 'system',
    });
    const lapsed = await mailsAbout(`Your order ${order.orderNumber} is cancelled: payment not received`);
    expect(lapsed).toHaveLength(1);
    expect(decodeQuotedPrintable(lapsed[0])).toContain('by 15:00 IST on 1 September');

    // A second run, later, finds nothing to do: no second mail, restock or event.
    t.clock.advance(HOLD);
    expect(await lapseDue()).toBe(0);
    expect(await mailsAbout('payment not received')).toHaveLength(1);
    expect({ hamper: await stockOf(102), variant: await variantStockOf(7) }).toEqual(before);
    expect((await eventsOf(order.id)).filter((event) => event.actor === 'system')).toHaveLength(1);

    // The customer's order page shows it cancelled, with the reason, and no payment to make.
    const owner = await bearerFor(t, DEMO.customer);
    const own = await upiOrder(owner.auth);
    t.clock.advance(HOLD);
    expect(await lapseDue()).toBe(1);
    const { auth } = await bearerFor(t, DEMO.customer);
    const page = await t.api.get(`/api/Order/number/${own.orderNumber}`).set('Authorization', auth);
    expect(page.body.data).toMatchObject({ status: 'cancelled', payBy: expect.any(String) });
    expect(page.body.data.payment).toBeUndefined();
    expect(page.body.data.events.at(-1).note).toMatch(/^Payment not received by \d\d:\d\d IST/);
  });

  it('never lapses a paid order, a cancelled one or cash on delivery', async () => {
    const paid = await upiOrder();
    const cancelled = await upiOrder();
    const cod = await placeOrder(t, null);
    expect((await t.api.post(`/api/admin/orders/${paid.id}/mark-paid`).set('Authorization', admin)).status).toBe(200);
    expect((await t.api.post(`/api/admin/orders/${cancelled.id}/cancel`).set('Authorization', admin)).status).toBe(200);
    const stock = await stockOf(102);
    t.clock.advance(7 * 24 * 60 * MINUTE);
    expect(await lapseDue()).toBe(0);
    expect(await stockOf(102)).toBe(stock);
    const statuses = await Promise.all([paid, cancelled, cod].map(async (o) => (await rowOf('orders', o.id)).status));
    expect(statuses).toEqual(['pending', 'cancelled', 'pending']);
    expect(await mailsAbout('payment not received')).toEqual([]);
  });

  it('with two apps on one database running it (at the same moment on PostgreSQL), lapses each order once', async () => {
    const other = await createTestApp({ sharing: { config: t.config, pgSchema: t.pgSchema, clock: t.clock } });
    try {
      const orders = [await upiOrder(), await upiOrder(), await upiOrder()];
      const stock = await stockOf(102);
      t.clock.advance(HOLD);
      const runs = [t, other, t, other];
      // SQLite in one process: a second connection waiting for the write lock would block the
      // thread the first needs to finish, so the runs take turns (the hostile test runs processes).
      const counts =
        t.store.kind === 'postgres'
          ? await Promise.all(runs.map((app) => lapseDue(app)))
          : await runs.reduce<Promise<number[]>>(
              async (done, app) => [...(await done), await lapseDue(app)],
              Promise.resolve([]),
            );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
      expect(await stockOf(102)).toBe(stock + 6);
      await other.context.outbox.idle();
      expect(await mailsAbout('payment not received')).toHaveLength(3);
      for (const order of orders)
        expect((await eventsOf(order.id)).filter((event) => event.actor === 'system')).toHaveLength(1);
    } finally {
      await other.cleanup();
    }
  });
});

describe('POST /api/admin/orders/:id/payment-hold', () => {
  it('gives more time: the order lapses at the new pay-by, and the change is in the audit log and told to the customer', async () => {
    const order = await upiOrder();
    t.clock.advance(20 * MINUTE);
    await relogin();
    const res = await extend(order.id, { minutes: 60 });
    expect([res.status, res.body.isSuccess, res.body.data.payBy]).toEqual([
      200,
      true,
      new Date(PLACED_AT + HOLD + 60 * MINUTE).toISOString(),
    ]);
    // Extensions add up, counted from the current pay-by.
    expect((await extend(order.id, { minutes: 15 })).body.data.payBy).toBe(
      new Date(PLACED_AT + HOLD + 75 * MINUTE).toISOString(),
    );
    const audit = (await detail(order.id)).audit;
    expect(audit[1]).toMatchObject({
      adminEmail: DEMO.admin.email,
      from: 'awaiting payment',
      to: 'awaiting payment',
      note: 'Time to pay extended by 1 hour, until 16:00 IST',
    });
    expect(await mailsAbout(`More time to pay for order ${order.orderNumber}`)).toHaveLength(2);

    t.clock.advance(80 * MINUTE); // 16:10 IST: past the first pay-by and the second, not the third
    expect(await lapseDue()).toBe(0);
    t.clock.advance(5 * MINUTE);
    expect(await lapseDue()).toBe(1);
    expect((await eventsOf(order.id)).at(-1)?.note).toBe(
      'Payment not received by 16:15 IST; order cancelled and items released',
    );
  });

  it('counts from now when the pay-by has passed but the order has not lapsed yet', async () => {
    const order = await upiOrder();
    t.clock.advance(HOLD + 10 * MINUTE);
    await relogin();
    const res = await extend(order.id, { minutes: 30 });
    expect(res.body.data.payBy).toBe(new Date(PLACED_AT + HOLD + 40 * MINUTE).toISOString());
    expect(await lapseDue()).toBe(0);
  });

  it('takes 15 minutes to 7 days in whole minutes (400 otherwise) and changes nothing then', async () => {
    const order = await upiOrder();
    for (const body of [{ minutes: 14 }, { minutes: 10_081 }, { minutes: 30.5 }, { minutes: 'soon' }, {}]) {
      const res = await extend(order.id, body);
      expect([res.status, res.body]).toEqual([
        400,
        { isSuccess: false, message: VALIDATION_FAILED, errors: { minutes: [PAYMENT_HOLD_MESSAGES.minutes] } },
      ]);
    }
    expect((await extend(order.id, { minutes: 10_080 })).status).toBe(200);
    expect((await rowOf('orders', order.id)).payByMs).toBe(PLACED_AT + HOLD + 10_080 * MINUTE);
  });

  it('answers 409 for an order not awaiting payment (cash on delivery, paid, lapsed) and 404 for none', async () => {
    const cod = await placeOrder(t, null);
    const paid = await upiOrder();
    await t.api.post(`/api/admin/orders/${paid.id}/mark-paid`).set('Authorization', admin);
    const lapsed = await upiOrder();
    t.clock.advance(HOLD);
    await lapseDue();
    await relogin();
    const refusals = [
      [cod.id, 'pending'],
      [paid.id, 'pending'],
      [lapsed.id, 'cancelled'],
    ] as const;
    for (const [id, status] of refusals) {
      const res = await extend(id, { minutes: 60 });
      expect([res.status, res.body]).toEqual([
        409,
        { isSuccess: false, message: ADMIN_ORDER_ERRORS.notAwaitingPayment(status) },
      ]);
    }
    expect((await extend(9999, { minutes: 60 })).status).toBe(404);
    // A payment that arrives after the lapse can no longer be marked on the order (staff refund it).
    expect((await t.api.post(`/api/admin/orders/${lapsed.id}/mark-paid`).set('Authorization', admin)).status).toBe(409);
  });
});
