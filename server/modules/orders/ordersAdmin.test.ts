import type { AdminOrderDetail, AdminOrderSummary } from '../../../src/shared/contract/adminOrder';
import { cannotCancel } from './checkout.service';
import { bearerFor, registerCustomer } from '../../test/customers';
import { GUEST, placeOrder } from '../../test/orderFixtures';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const DAY = 24 * 60 * 60_000;
const list = async (query = '') => {
  const res = await t.api.get(`/api/admin/orders${query}`).set('Authorization', admin);
  return {
    status: res.status,
    total: res.headers['x-total-count'],
    rows: (res.body.data ?? []) as AdminOrderSummary[],
    body: res.body,
  };
};
const numbers = async (query: string) => (await list(query)).rows.map((row) => row.orderNumber);
const detail = async (id: number) =>
  (await t.api.get(`/api/admin/orders/${id}`).set('Authorization', admin)).body.data as AdminOrderDetail;
const post = (path: string, body?: object) => t.api.post(`/api/admin${path}`).set('Authorization', admin).send(body);
const stockOf = async (id: number) =>
  ((await t.rows('products')) as Array<{ id: number; stockQuantity: number }>).find((p) => p.id === id)!.stockQuantity;

describe('/api/admin/orders access', () => {
  const routes: Array<['get' | 'post', string]> = [
    ['get', '/api/admin/orders'],
    ['get', '/api/admin/orders/1'],
    ['post', '/api/admin/orders/1/cancel'],
    ['post', '/api/admin/orders/1/mark-paid'],
    ['post', '/api/admin/orders/1/ship'],
    ['post', '/api/admin/orders/1/deliver'],
    ['post', '/api/admin/returns/1/advance'],
    ['post', '/api/admin/returns/1/refund'],
    ['post', '/api/admin/orders/1/refund'],
  ];
  it.each(routes)('%s %s answers 401 to a visitor and 403 to a customer, and changes nothing', async (method, path) => {
    const visitor = await t.api[method](path);
    expect([visitor.status, visitor.body.isSuccess]).toEqual([401, false]);
    const customer = await registerCustomer(t, 'meera@example.com');
    const refused = await t.api[method](path).set('Authorization', customer.auth);
    expect([refused.status, refused.body]).toEqual([
      403,
      { isSuccess: false, message: 'This action requires the Admin role' },
    ]);
    expect(((await t.rows('orders')) as Array<{ status: string }>)[0].status).toBe('Delivered');
  });
});

describe('GET /api/admin/orders', () => {
  /** Three checkout orders a day apart (COD guest, UPI guest, COD customer) after the seed's three. */
  async function threeOrders() {
    const cod = await placeOrder(t, null);
    t.clock.advance(DAY);
    const upi = await placeOrder(t, null, {
      guest: { name: 'Kavita Kapoor', email: 'kavita@example.com', phone: '+91 99887 76655' },
      paymentMethod: 'upi',
      items: [{ productId: 102, quantity: 5 }],
    });
    t.clock.advance(DAY);
    const customer = await placeOrder(t, (await bearerFor(t, DEMO.customer)).auth);
    admin = (await bearerFor(t, DEMO.admin)).auth; // the first login's 15 minutes have passed
    return { cod, upi, customer };
  }

  it('lists every order newest first with its customer, payment and item count, the total in X-Total-Count', async () => {
    const { cod, upi, customer } = await threeOrders();
    const all = await list();
    expect([all.status, all.total]).toEqual([200, '6']);
    expect(all.rows.slice(0, 3).map((row) => row.orderNumber)).toEqual([
      customer.orderNumber,
      upi.orderNumber,
      cod.orderNumber,
    ]);
    expect(all.rows[1]).toEqual({
      id: upi.id,
      orderNumber: upi.orderNumber,
      orderDate: '2025-09-02T09:00:00.000Z',
      status: 'awaiting payment',
      paymentMethod: 'upi',
      paymentStatus: 'awaiting_payment',
      totalAmount: upi.totalAmount,
      customerName: 'Kavita Kapoor',
      customerEmail: 'kavita@example.com',
      customerPhone: '+91 99887 76655',
      itemCount: 5,
      trackingNumber: null,
    });
    const paged = await list('?_page=2&_limit=4');
    expect([paged.total, paged.rows.length]).toEqual(['6', 2]);
  });

  it('searches number, name, e-mail and phone; filters status, payment and IST days; sorts by total and number', async () => {
    const { cod, upi, customer } = await threeOrders();
    expect(await numbers(`?q=${upi.orderNumber.toLowerCase()}`)).toEqual([upi.orderNumber]);
    expect(await numbers('?q=KAVITA')).toEqual([upi.orderNumber]);
    expect(await numbers(`?q=${encodeURIComponent(GUEST.email)}`)).toEqual([cod.orderNumber]);
    expect(await numbers('?q=99887')).toEqual([upi.orderNumber]);
    expect(await numbers('?q=%25')).toEqual([]);
    expect(await numbers('?status=awaiting%20payment')).toEqual([upi.orderNumber]);
    expect(await numbers('?paymentStatus=due_on_delivery&from=2025-09-01')).toEqual([
      customer.orderNumber,
      cod.orderNumber,
    ]);
    // 09:00 UTC is 14:30 IST: each order falls on its own IST day.
    expect(await numbers('?from=2025-09-02&to=2025-09-02')).toEqual([upi.orderNumber]);
    expect((await list('?to=2025-08-31')).total).toBe('3');
    const byTotal = (await list('?from=2025-09-01&_sort=total&_order=desc')).rows.map((row) => row.totalAmount);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    // Numbers are random: ascending is their text order.
    expect(await numbers('?from=2025-09-01&_sort=number&_order=asc')).toEqual(
      [cod.orderNumber, upi.orderNumber, customer.orderNumber].sort(),
    );
  });

  it('answers 400 naming each bad parameter', async () => {
    const bad = await list('?status=lost&_sort=email');
    expect([bad.status, bad.body.errors]).toEqual([400, { _sort: ['_sort must be one of: createdAt, total, number'] }]);
    expect((await list('?status=lost')).body.errors).toEqual({
      status: ['status must be one of: awaiting payment, pending, shipped, delivered, cancelled'],
    });
    expect((await list('?from=2025-02-30')).body.errors).toEqual({ from: ['from must be a date (YYYY-MM-DD)'] });
    expect((await list('?to=yesterday')).status).toBe(400);
  });
});

describe('GET /api/admin/orders/:id and the audit log', () => {
  it('shows a UPI order with items, customer, address, payment, timeline, returns and each admin change', async () => {
    const owner = await bearerFor(t, DEMO.customer);
    const order = await placeOrder(t, owner.auth, { paymentMethod: 'upi' });
    const first = await detail(order.id);
    expect(first).toMatchObject({
      orderNumber: order.orderNumber,
      customerId: expect.any(Number),
      customerEmail: DEMO.customer.email,
      paymentStatus: 'awaiting_payment',
      audit: [],
    });
    expect(first.items).toMatchObject([{ id: 1, productId: 102, quantity: 2 }]);
    expect(first.shippingAddress).toMatchObject({ city: 'New Delhi', zipCode: '110003' });
    expect(first.payment).toMatchObject({ method: 'upi' });

    expect((await post(`/orders/${order.id}/mark-paid`)).status).toBe(200);
    t.clock.advance(60_000);
    expect(
      (await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-5001' })).status,
    ).toBe(200);
    t.clock.advance(60_000);
    expect((await post(`/orders/${order.id}/deliver`)).status).toBe(200);
    const asked = await t.api
      .post(`/api/Order/${order.id}/returns`)
      .set('Authorization', owner.auth)
      .send({ lineNo: 1, reason: 'Too small' });
    const returnId = asked.body.data.returns[0].id as number;
    for (const status of ['item_received', 'quality_check', 'approved'])
      expect((await post(`/returns/${returnId}/advance`, { status })).status).toBe(200);
    const refund = { kind: 'change_of_mind', method: 'upi_transfer', reference: 'UTR 5120 3344' };
    expect((await post(`/returns/${returnId}/refund`, refund)).status).toBe(201);

    const done = await detail(order.id);
    expect(done.returns).toMatchObject([{ id: returnId, status: 'refunded' }]);
    expect(done.events.map((event) => event.status)).toEqual([
      'awaiting payment',
      'paid',
      'shipped',
      'delivered',
      'return requested',
      'return item received',
      'return quality check',
      'return approved',
      'return refunded',
    ]);
    expect(done.audit.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'return approved -> return refunded',
      'return quality check -> return approved',
      'return item received -> return quality check',
      'return requested -> return item received',
      'shipped -> delivered',
      'pending -> shipped',
      'awaiting payment -> paid',
    ]);
    const adminId = (await t.login(DEMO.admin)).user.id;
    expect(done.audit.at(-1)).toEqual({
      at: '2025-09-01T09:00:00.000Z',
      adminId,
      adminEmail: DEMO.admin.email,
      from: 'awaiting payment',
      to: 'paid',
      note: 'Payment received',
    });
    // The customer's own page shows the timeline, never who did it.
    const own = await t.api.get(`/api/Order/number/${order.orderNumber}`).set('Authorization', owner.auth);
    expect(JSON.stringify(own.body)).not.toContain(DEMO.admin.email);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await t.api.get('/api/admin/orders/999').set('Authorization', admin)).status).toBe(404);
    expect((await t.api.get('/api/admin/orders/abc').set('Authorization', admin)).status).toBe(404);
  });

  it('the database refuses an admin event without its audit fields', async () => {
    const order = await placeOrder(t, null);
    const insert = t
      .direct()
      .insertInto('orderEvents')
      .values({
        orderId: order.id,
        at: '2025-09-01T09:00:00.000Z',
        status: 'shipped',
        note: '',
        actor: 'admin:1',
        fromStatus: null,
        actorEmail: null,
      })
      .execute();
    await expect(insert).rejects.toHaveProperty('message', expect.stringMatching(/order_events_admin_audited/));
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels before shipping: the stock returns, the customer is mailed, the audit log records it', async () => {
    const before = await stockOf(102);
    const order = await placeOrder(t, null, { paymentMethod: 'upi' });
    expect((await post(`/orders/${order.id}/mark-paid`)).status).toBe(200);
    expect(await stockOf(102)).toBe(before - 2);
    const res = await post(`/orders/${order.id}/cancel`);
    expect([res.status, res.body.message, res.body.data.status]).toEqual([200, 'Order cancelled', 'cancelled']);
    expect(await stockOf(102)).toBe(before);
    const again = await post(`/orders/${order.id}/cancel`);
    expect([again.status, again.body.message]).toEqual([409, cannotCancel('cancelled')]);
    expect(await stockOf(102)).toBe(before);
    const { audit } = await detail(order.id);
    expect(audit.map(({ from, to, adminEmail }) => [from, to, adminEmail])).toEqual([
      ['pending', 'cancelled', DEMO.admin.email],
      ['awaiting payment', 'paid', DEMO.admin.email],
    ]);
    await t.context.outbox.idle();
    const mail = t.outbox().find((text) => text.includes(`Subject: Your order ${order.orderNumber} is cancelled`));
    expect(mail).toContain(`To: ${GUEST.email}`);
    expect(mail?.replace(/=\n/g, '')).toMatch(/cancelled by us/);
  });

  it('refuses a shipped order and leaves its stock and audit log alone', async () => {
    const order = await placeOrder(t, null);
    expect(
      (await post(`/orders/${order.id}/ship`, { courierName: 'Delhivery', trackingNumber: 'DLV-6001' })).status,
    ).toBe(200);
    const stock = await stockOf(102);
    const res = await post(`/orders/${order.id}/cancel`);
    expect([res.status, res.body.message]).toEqual([409, cannotCancel('shipped')]);
    expect(await stockOf(102)).toBe(stock);
    expect((await detail(order.id)).audit).toHaveLength(1);
  });
});
