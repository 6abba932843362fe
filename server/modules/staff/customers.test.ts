import { placeOrder, storeOpenReturn } from '../../test/orderFixtures';
import { registerCustomer } from '../../test/customers';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';
import type { AdminCustomer, AdminCustomerDetail } from '../../../src/shared/contract/adminCustomer';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const get = (path: string, auth = admin) => t.api.get(`/api/admin/customers${path}`).set('Authorization', auth);

describe('/api/admin/customers', () => {
  it('finds a customer by name, e-mail or phone and shows what they did, signed in or as a guest with their e-mail', async () => {
    const meera = await registerCustomer(t, 'meera@example.com');
    const other = await registerCustomer(t, 'other@example.com', 'Farhan');
    const signedIn = await placeOrder(t, meera.auth);
    // A guest order with her e-mail (any case) is hers; another guest's is not.
    const asGuest = await placeOrder(t, null, {
      guest: { name: 'Meera K', email: 'Meera@Example.com', phone: '+91 91234 56789' },
    });
    await placeOrder(t, null);
    await placeOrder(t, other.auth);
    await t.api
      .post('/api/send-email')
      .send({
        selectedService: { id: 8 },
        selectedDate: '2025-09-12',
        selectedTime: '11:00 AM',
        formData: { ...BOOKING_FORM, email: 'meera@example.com' },
      })
      .expect(201);
    await t.api
      .post('/api/contact-messages')
      .send({
        firstName: 'Meera',
        lastName: 'Kapoor',
        email: 'meera@example.com',
        phone: '98100 12345',
        message: 'Sangeet decor',
        enquiryType: 'CONCIERGE',
      })
      .expect(201);
    await storeOpenReturn(t, signedIn.id, '2025-09-01T10:00:00.000Z');

    for (const q of ['meera kap', 'MEERA@example', 'kapoor']) {
      const res = await get(`?q=${encodeURIComponent(q)}`).expect(200);
      const found = res.body.data as AdminCustomer[];
      expect(found.map((c) => c.email)).toContain('meera@example.com');
      expect(found.every((c) => c.email !== DEMO.admin.email)).toBe(true);
    }
    await t.direct().updateTable('users').set({ phone: '+91 98100 55555' }).where('id', '=', meera.id).execute();
    const byPhone = await get('?q=55555').expect(200);
    expect([byPhone.headers['x-total-count'], byPhone.body.data.map((c: AdminCustomer) => c.id)]).toEqual([
      '1',
      [meera.id],
    ]);
    // Never a password hash or a token version: exactly the listed fields.
    expect(Object.keys(byPhone.body.data[0]).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastName', 'phone'].sort(),
    );
    const paged = await get('?_limit=1&_page=2&_sort=email&_order=asc').expect(200);
    expect(paged.body.data).toHaveLength(1);
    expect(Number(paged.headers['x-total-count'])).toBeGreaterThanOrEqual(3);

    const res = await get(`/${meera.id}`).expect(200);
    expect(res.body.isSuccess).toBe(true);
    const detail = res.body.data as AdminCustomerDetail;
    expect(detail.customer).toEqual(expect.objectContaining({ id: meera.id, email: 'meera@example.com' }));
    expect(JSON.stringify(detail)).not.toMatch(/passwordHash|tokenVersion|\$argon2/);
    expect(detail.orders.map((o) => [o.id, o.asGuest]).sort()).toEqual(
      [
        [signedIn.id, false],
        [asGuest.id, true],
      ].sort(),
    );
    expect(detail.bookings).toEqual([expect.objectContaining({ status: 'confirmed', service: expect.any(String) })]);
    expect(detail.contactMessages).toEqual([expect.objectContaining({ message: 'Sangeet decor', readAt: null })]);
    expect(detail.returns).toEqual([
      expect.objectContaining({ orderId: signedIn.id, orderNumber: signedIn.orderNumber, status: 'requested' }),
    ]);
  });

  it('answers 404 for an unknown or non-customer id and refuses customers', async () => {
    const admins = await t.direct().selectFrom('users').select('id').where('role', '=', 'Admin').execute();
    for (const path of ['/999999', '/abc', `/${admins[0].id}`]) {
      const res = await get(path).expect(404);
      expect(res.body).toEqual(expect.objectContaining({ isSuccess: false, message: 'Customer not found' }));
    }
    const customer = await t.login(DEMO.customer);
    expect((await get('', `Bearer ${customer.tokens.accessToken}`)).status).toBe(403);
  });
});
