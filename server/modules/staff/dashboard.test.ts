import { bearerFor } from '../../test/customers';
import { placeOrder, storeOpenReturn } from '../../test/orderFixtures';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { BOOKING_FORM, CONSULTATION_REQUEST } from '../../test/validBodies';
import type { PaymentStatus } from '../../../src/shared/config/shop';
import type { DashboardFigures } from '../../../src/shared/contract/dashboard';

// The clock starts on 1 September 2025, 09:00 UTC (14:30 IST); an IST day starts at 18:30 UTC.
let t: TestApp;
freshAppWithAdmin((app) => {
  t = app;
});

const auth = async () => (await bearerFor(t, DEMO.admin)).auth;

const figures = async (query = ''): Promise<DashboardFigures> => {
  const res = await t.api.get(`/api/admin/dashboard${query}`).set('Authorization', await auth());
  expect(res.status).toBe(200);
  return res.body.data as DashboardFigures;
};

/** How many a list screen shows for the figure's link (its X-Total-Count). */
const listed = async (path: string) => {
  const res = await t.api.get(path).set('Authorization', await auth());
  expect(res.status).toBe(200);
  return Number(res.headers['x-total-count']);
};

/** Places an order, then sets when it was placed and how far it got. */
async function orderAt(orderDate: string, status: string, paymentStatus: PaymentStatus) {
  const order = await placeOrder(t, null);
  await t.direct().updateTable('orders').set({ orderDate, status, paymentStatus }).where('id', '=', order.id).execute();
  return order;
}

describe('GET /api/admin/dashboard', () => {
  it('reports revenue net of refunds, per IST day, and orders by status over the range, its edges at IST midnight', async () => {
    const before = await figures();
    const lastOfAugust = await orderAt('2025-08-31T18:29:59.999Z', 'pending', 'paid');
    const firstMinute = await orderAt('2025-08-31T18:30:00.000Z', 'delivered', 'paid');
    await orderAt('2025-09-01T18:29:59.999Z', 'shipped', 'due_on_delivery');
    const nextDay = await orderAt('2025-09-01T18:30:00.000Z', 'pending', 'paid');
    await t
      .direct()
      .insertInto('refunds')
      .values({
        orderId: firstMinute.id,
        returnId: null,
        kind: 'cancellation',
        method: 'cash',
        grossAmount: 100,
        deduction: 0,
        amount: 100,
        reference: 'CASH-1',
        status: 'processed',
        creditNoteNumber: null,
        createdAt: '2025-09-01T10:00:00.000Z',
        processedAt: '2025-09-01T10:00:00.000Z',
        note: null,
        gatewayRefundId: null,
        actorEmail: DEMO.admin.email,
      })
      .execute();

    const day = await figures('?from=2025-09-01&to=2025-09-01');
    expect([day.from, day.to]).toEqual(['2025-09-01', '2025-09-01']);
    expect(day.revenue).toEqual({
      paid: firstMinute.totalAmount,
      paidOrders: 1,
      refunded: 100,
      net: Math.round((firstMinute.totalAmount - 100) * 100) / 100,
      byDay: [{ date: '2025-09-01', amount: firstMinute.totalAmount }],
    });
    expect(day.ordersByStatus).toEqual([
      { status: 'delivered', count: 1 },
      { status: 'shipped', count: 1 },
    ]);
    // Each figure's link shows as many on its list.
    expect(await listed('/api/admin/orders?status=shipped&from=2025-09-01&to=2025-09-01')).toBe(1);
    expect(await listed('/api/admin/orders?paymentStatus=paid&from=2025-09-01&to=2025-09-01')).toBe(1);

    const threeDays = await figures('?from=2025-08-31&to=2025-09-02');
    expect(threeDays.revenue.byDay).toEqual([
      { date: '2025-08-31', amount: lastOfAugust.totalAmount },
      { date: '2025-09-01', amount: firstMinute.totalAmount },
      { date: '2025-09-02', amount: nextDay.totalAmount },
    ]);
    expect(threeDays.revenue.paidOrders).toBe(3);
    expect((await figures('?from=2025-09-03&to=2025-09-30')).revenue).toMatchObject({ paid: 0, paidOrders: 0 });

    // Awaiting action as it stands: two paid orders to ship, one cash-on-delivery order to deliver.
    const now = await figures();
    expect(now.awaiting).toMatchObject({
      toShip: before.awaiting.toShip + 2,
      codToDeliver: before.awaiting.codToDeliver + 1,
      total: before.awaiting.total + 3,
    });
    expect(now.awaiting.toShip).toBe(await listed('/api/admin/orders?status=pending'));

    // An open return request awaits staff too, until it ends.
    await storeOpenReturn(t, firstMinute.id, '2025-09-01T09:00:00.000Z');
    const withReturn = await figures();
    expect(withReturn.awaiting.openReturns).toBe(before.awaiting.openReturns + 1);
    expect(withReturn.awaiting.total).toBe(now.awaiting.total + 1);
    expect(await listed('/api/admin/orders?returns=open')).toBe(withReturn.awaiting.openReturns);
    await t.direct().updateTable('orderReturns').set({ status: 'refunded' }).execute();
    expect((await figures()).awaiting.total).toBe(now.awaiting.total);
  });

  it('counts bookings, new leads, unread contact messages and stock as their lists filter them', async () => {
    const before = await figures('?from=2025-09-01&to=2025-09-01');
    await t.api
      .post('/api/send-email')
      .send({
        selectedService: { id: 8 },
        selectedDate: '2025-09-12',
        selectedTime: '11:00 AM',
        formData: BOOKING_FORM,
      })
      .expect(201);
    await t.api
      .post('/api/contact-messages')
      .send({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        phone: '98100 12345',
        message: 'Party',
        enquiryType: 'CONCIERGE',
      })
      .expect(201);
    await t.api.post('/api/consultations').send(CONSULTATION_REQUEST).expect(201);
    await t.direct().updateTable('products').set({ stockQuantity: 3, isActive: true }).where('id', '=', 102).execute();
    await t.direct().updateTable('products').set({ stockQuantity: 0, isActive: true }).where('id', '=', 101).execute();

    const after = await figures('?from=2025-09-01&to=2025-09-01');
    expect(after.bookings.upcoming).toBe(before.bookings.upcoming + 1);
    expect(after.unreadContactMessages).toBe(before.unreadContactMessages + 1);
    expect(after.newLeads).toBe(before.newLeads + 1);
    expect(await listed('/api/admin/leads?from=2025-09-01&to=2025-09-01')).toBe(after.newLeads);
    expect(await listed('/api/admin/leads?from=2025-09-02&to=2025-09-02')).toBe(0);
    expect(await listed('/api/admin/inbox?type=contact&state=unread')).toBe(after.unreadContactMessages);
    expect(await listed('/api/Product?stock=low&active=true')).toBe(after.lowStockProducts);
    expect(await listed('/api/Product?stock=out&active=true')).toBe(after.outOfStockProducts);
    expect(after.outOfStockProducts).toBeGreaterThanOrEqual(1);
    // The next IST day's leads are none of these.
    expect((await figures('?from=2025-09-02&to=2025-09-02')).newLeads).toBe(0);

    // A booking held for its advance is counted apart; past bookings are no longer upcoming.
    await t.direct().updateTable('bookings').set({ status: 'held' }).where('status', '=', 'confirmed').execute();
    const held = await figures();
    expect(held.bookings.heldAwaitingAdvance).toBe(await listed('/api/admin/bookings?status=held'));
    expect(held.bookings.upcoming).toBe(0);
  });

  it('refuses a range that is not one of real days, backwards, or over a year', async () => {
    const admin = await auth();
    for (const query of ['?from=2025-02-30', '?from=2025-09-10&to=2025-09-01', '?from=2024-01-01&to=2025-09-01'])
      expect((await t.api.get(`/api/admin/dashboard${query}`).set('Authorization', admin)).status).toBe(400);
  });
});
