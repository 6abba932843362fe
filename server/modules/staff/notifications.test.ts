import { CATALOGUE } from '../../../src/content/serviceCatalogue';
import type { AdminNotifications } from '../../../src/shared/contract/notification';
import { bearerFor } from '../../test/customers';
import { GUEST, placeOrder } from '../../test/orderFixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/testApp';
import { BOOKING_FORM, CONSULTATION_REQUEST } from '../../test/validBodies';
import { staffDigests } from '.';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const SECOND = { email: 'kiran.staff@example.com', password: 'Secret#123' };

/** A second active staff member (registered, then approved by the demo admin). */
async function secondAdmin(): Promise<void> {
  await t.api
    .post('/api/Auth/register-admin')
    .send({
      firstName: 'Kiran',
      lastName: 'Rao',
      email: SECOND.email,
      phoneNumber: '',
      password: SECOND.password,
      confirmPassword: SECOND.password,
      acceptTerms: true,
    })
    .expect(201);
  const id = ((await t.rows('users')) as Array<{ id: number; email: string }>).find(
    (u) => u.email === SECOND.email,
  )!.id;
  const demo = (await bearerFor(t, DEMO.admin)).auth;
  await t.api.post(`/api/admin/admins/${id}/approve`).set('Authorization', demo).expect(200);
}

const list = async (auth: string): Promise<AdminNotifications> =>
  (await t.api.get('/api/admin/notifications').set('Authorization', auth).expect(200)).body.data;

/** The staff notification mails queued in the outbox, as recipient and subject. */
const staffMails = async () =>
  ((await t.rows('mailOutbox')) as Array<{ recipient: string; subject: string }>)
    .filter((row) => row.subject.startsWith('[Back office]'))
    .map((row) => [row.recipient, row.subject]);

describe('staff notifications', () => {
  it('a guest order gives each staff member one unread notification and one mail; read state is theirs', async () => {
    await secondAdmin();
    const order = await placeOrder(t, null);
    const title = `New order ${order.orderNumber}`;
    expect(await staffMails()).toEqual([
      [DEMO.admin.email, `[Back office] ${title}`],
      [SECOND.email, `[Back office] ${title}`],
    ]);
    const demo = (await bearerFor(t, DEMO.admin)).auth;
    const kiran = (await bearerFor(t, SECOND)).auth;
    const mine = await list(demo);
    expect(mine.unread).toBe(1);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: 'newOrder',
        title,
        href: `/admin/orders/${order.id}`,
        read: false,
        storedId: expect.any(Number),
      }),
    ]);
    expect(mine.items[0].body).toContain(GUEST.name);

    const id = mine.items[0].storedId!;
    const read = await t.api.post(`/api/admin/notifications/${id}/read`).set('Authorization', demo).expect(200);
    expect(read.body.isSuccess).toBe(true);
    await t.api.post(`/api/admin/notifications/${id}/read`).set('Authorization', demo).expect(200); // again: no change
    expect(await list(demo)).toMatchObject({ unread: 0, items: [{ read: true }] });
    expect(await list(kiran)).toMatchObject({ unread: 1, items: [{ read: false }] });

    // Bad ids are 404s in the envelope.
    for (const bad of ['999', 'abc', '0']) {
      const res = await t.api.post(`/api/admin/notifications/${bad}/read`).set('Authorization', kiran);
      expect([res.status, res.body.isSuccess]).toEqual([404, false]);
    }
    // Only staff.
    await t.api.get('/api/admin/notifications').expect(401);

    // Mark all read: Kiran's only.
    await placeOrder(t, null);
    expect((await list(kiran)).unread).toBe(2);
    const all = await t.api.post('/api/admin/notifications/read-all').set('Authorization', kiran).expect(200);
    expect(all.body.data).toEqual({ marked: 2 });
    expect((await list(kiran)).unread).toBe(0);
    expect((await list(demo)).unread).toBe(1);
  });

  it('each event writes its notification once: orders, payments, cancellations, returns, low stock, bookings, enquiries, contact', async () => {
    const demo = (await bearerFor(t, DEMO.admin)).auth;
    const customer = (await bearerFor(t, DEMO.customer)).auth;
    // Product 102 runs low: 7 in stock, a sale of 2 leaves 5 (the threshold).
    await t.direct().updateTable('products').set({ stockQuantity: 7 }).where('id', '=', 102).execute();
    const upi = await placeOrder(t, null, { paymentMethod: 'upi' });
    await t.api.post(`/api/admin/orders/${upi.id}/mark-paid`).set('Authorization', demo).expect(200);
    await t.direct().updateTable('products').set({ stockQuantity: 100 }).where('id', '=', 102).execute();
    const cancelled = await placeOrder(t, customer);
    await t.api.post(`/api/Order/${cancelled.id}/cancel`).set('Authorization', customer).expect(200);
    const returned = await placeOrder(t, customer);
    await t.api
      .post(`/api/admin/orders/${returned.id}/ship`)
      .set('Authorization', demo)
      .send({ courierName: 'Delhivery', trackingNumber: 'DLV-1001' })
      .expect(200);
    await t.api.post(`/api/admin/orders/${returned.id}/deliver`).set('Authorization', demo).expect(200);
    await t.api
      .post(`/api/Order/${returned.id}/returns`)
      .set('Authorization', customer)
      .send({ lineNo: 1, reason: 'Wrong size' })
      .expect(201);
    const caricature = CATALOGUE.find((item) => item.name === 'Caricature')!;
    await t.api
      .post('/api/send-email')
      .send({
        selectedService: { ...caricature, color: '#7a1f3d' },
        selectedDate: '2025-09-12',
        selectedTime: '11:00 AM',
        formData: BOOKING_FORM,
      })
      .expect(201);
    await t.api.post('/api/consultations').send(CONSULTATION_REQUEST).expect(201);
    await t.api
      .post('/api/contact-messages')
      .send({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        phone: '98100 12345',
        message: 'Anniversary party for 200 guests',
        enquiryType: 'CONCIERGE',
      })
      .expect(201);

    const stored = (await t.rows('staffNotifications')) as Array<{ kind: string; title: string; href: string }>;
    expect(stored.map((row) => row.kind).sort()).toEqual(
      [
        'booking',
        'contactMessage',
        'enquiry',
        'lowStock',
        'newOrder',
        'newOrder',
        'newOrder',
        'orderCancelled',
        'paymentReceived',
        'returnRequested',
      ].sort(),
    );
    expect(stored.find((row) => row.kind === 'lowStock')!.title).toMatch(/^Low stock: /);
    expect(stored.find((row) => row.kind === 'paymentReceived')!.href).toBe(`/admin/orders/${upi.id}`);
    expect(stored.find((row) => row.kind === 'returnRequested')!.href).toMatch(/^\/admin\/returns\/\d+$/);
    expect(stored.find((row) => row.kind === 'contactMessage')!.href).toBe('/admin/inbox/contact/1');
    expect(stored.find((row) => row.kind === 'booking')!.href).toBe('/admin/bookings/agenda?date=2025-09-12');
    // One mail per notification to the one staff member.
    expect(await staffMails()).toHaveLength(stored.length);
    // The same event told again makes nothing new.
    await t.api.post(`/api/admin/orders/${upi.id}/mark-paid`).set('Authorization', demo).expect(409);
    expect(await t.rows('staffNotifications')).toHaveLength(stored.length);
  });

  it('a staff member on the daily digest gets one digest a day, claimed once; "off" gets none', async () => {
    await secondAdmin();
    const demo = (await bearerFor(t, DEMO.admin)).auth;
    const kiran = (await bearerFor(t, SECOND)).auth;
    const bad = await t.api
      .put('/api/admin/notifications/preferences')
      .set('Authorization', demo)
      .send({ mail: 'weekly' });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['mail']]);
    await t.api
      .put('/api/admin/notifications/preferences')
      .set('Authorization', demo)
      .send({ mail: 'digest' })
      .expect(200);
    await t.api
      .put('/api/admin/notifications/preferences')
      .set('Authorization', kiran)
      .send({ mail: 'off' })
      .expect(200);
    expect((await t.api.get('/api/admin/notifications/preferences').set('Authorization', demo)).body.data).toEqual({
      mail: 'digest',
    });

    // The clock is 1 September 2025, 14:30 IST: two orders today, nothing mailed at once.
    const first = await placeOrder(t, null);
    const second = await placeOrder(t, null);
    expect(await staffMails()).toEqual([]);
    const digests = staffDigests(t.context);
    expect(await digests.sendDue()).toBe(0); // today's digest tells of yesterday: nothing then
    // 2 September, 07:00 IST: not yet; 08:30 IST: one digest, however often the job runs.
    t.clock.advance(16.5 * 3_600_000);
    expect(await digests.sendDue()).toBe(0);
    t.clock.advance(1.5 * 3_600_000);
    const runs = await Promise.all([digests.sendDue(), digests.sendDue(), staffDigests(t.context).sendDue()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await digests.sendDue()).toBe(0);
    expect(await staffMails()).toEqual([
      [DEMO.admin.email, '[Back office] Daily digest: 2 notifications of 2025-09-01 (IST)'],
    ]);
    const payload = String(
      ((await t.rows('mailOutbox')) as Array<{ subject: string; payload: string }>).find((row) =>
        row.subject.includes('Daily digest'),
      )!.payload,
    );
    expect(payload).toContain(first.orderNumber);
    expect(payload).toContain(second.orderNumber);
    // Kiran (off) has no claims; the demo admin's 1 September was claimed empty at 14:30 IST.
    expect(await t.rows('staffDigests')).toEqual([
      expect.objectContaining({ istDate: '2025-09-01', notifications: 0 }),
      expect.objectContaining({ istDate: '2025-09-02', notifications: 2 }),
    ]);
  });
});
