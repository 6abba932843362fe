import { bearerFor } from '../../test/customers';
import { placeOrder } from '../../test/orderFixtures';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';

// The clock starts on 1 September 2025, 09:00 UTC (14:30 IST): the IST day ends at 18:30 UTC.
let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const figures = async () => {
  // A fresh token: the tests move the clock past an access token's life.
  admin = (await bearerFor(t, DEMO.admin)).auth;
  const res = await t.api.get('/api/admin/dashboard').set('Authorization', admin);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, { orders: number; revenue: number } | number>;
};

describe('GET /api/admin/dashboard', () => {
  it('counts orders and revenue per IST day period, leaving cancelled orders out', async () => {
    const before = await figures();
    const order = await placeOrder(t, null);
    const after = await figures();
    expect(after.today).toEqual({
      orders: (before.today as { orders: number }).orders + 1,
      revenue: (before.today as { revenue: number }).revenue + order.totalAmount,
    });
    expect((after.last7Days as { orders: number }).orders).toBe((before.last7Days as { orders: number }).orders + 1);
    expect(after.ordersAwaitingAction).toBe((before.ordersAwaitingAction as number) + 1);

    // 18:30 UTC is midnight IST: the order is yesterday's, still within 7 and 30 days.
    t.clock.advance(Date.parse('2025-09-01T18:30:00Z') - t.clock.now());
    const nextDay = await figures();
    expect((nextDay.today as { orders: number }).orders).toBe((before.today as { orders: number }).orders);
    expect((nextDay.last30Days as { orders: number }).orders).toBe((after.last30Days as { orders: number }).orders);
    t.clock.advance(Date.parse('2025-09-08T18:30:00Z') - t.clock.now());
    expect((await figures()).last7Days).toEqual(
      expect.objectContaining({ orders: (before.last7Days as { orders: number }).orders }),
    );
  });

  it('counts upcoming bookings, unread inbox items and low-stock products as they change', async () => {
    const before = await figures();
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
    await t.direct().updateTable('products').set({ stockQuantity: 0, isActive: true }).where('id', '=', 102).execute();
    const after = await figures();
    expect(after.upcomingBookings).toBe((before.upcomingBookings as number) + 1);
    expect(after.unreadInbox).toBe((before.unreadInbox as number) + 1);
    expect(after.lowStockProducts).toBeGreaterThanOrEqual(1);
    t.clock.advance(Date.parse('2025-09-13T00:00:00Z') - t.clock.now());
    expect((await figures()).upcomingBookings).toBe(before.upcomingBookings);
  });
});
