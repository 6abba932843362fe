import { pdfText } from '../billing/pdfText';
import { paymentRequests } from '../payments';
import { gatewayApp } from '../../test/gatewayFixtures';
import { createTestApp, DEMO, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';
import { BOOKING_ADMIN_MESSAGES } from './bookingAdmin.service';
import { mailDueBalances } from './bookingPayments';

// The clock starts on 1 September 2025, 09:00 UTC (14:30 IST). Caricature (id 1) costs ₹9,999:
// the default advance is 25 %, ₹2,500 (whole rupees), GST 18 % inside it.
const ADVANCE_PAISE = 250_000;

let t: TestApp;
let admin: string;
afterEach(() => t?.cleanup());

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  const { tokens } = await t.login(DEMO.admin);
  admin = `Bearer ${tokens.accessToken}`;
}

const book = (serviceId = 1, date = '2025-09-12', time = '11:00 AM', form: Record<string, unknown> = {}) =>
  t.api.post('/api/send-email').send({
    selectedService: { id: serviceId },
    selectedDate: date,
    selectedTime: time,
    formData: { ...BOOKING_FORM, ...form },
  });
const adminGet = (path: string) => t.api.get(path).set('Authorization', admin);
const adminPost = (path: string, body: object = {}) => t.api.post(path).set('Authorization', admin).send(body);
const bookingRow = async () => (await t.rows('bookings'))[0];
const mails = () => t.outbox().map(decodeQuotedPrintable);

describe('a booking of a priced service', () => {
  beforeEach(() => start());

  it('is held with an advance request, confirmed with a receipt once staff mark the UPI payment', async () => {
    const res = await book();
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data.status).toBe('held');
    expect(data.canChange).toBe(false);
    expect(data.payment).toMatchObject({
      totalPaise: 999_900,
      advancePaise: ADVANCE_PAISE,
      balancePaise: 749_900,
      balanceDueDate: '2025-09-05',
      balanceDueDays: 7,
      onlineOffered: false,
      requests: [
        expect.objectContaining({
          purpose: 'advance',
          reference: 'BK-000001-A',
          status: 'open',
          amountPaise: ADVANCE_PAISE,
          payBy: '2025-09-01T09:30:00.000Z',
          receiptNumber: null,
        }),
      ],
    });
    // The slot is held: nobody else can book it.
    expect(
      (await book(8, '2025-09-12', '11:00 AM', { email: 'other@example.com', phone: '+91 98100 22222' })).status,
    ).toBe(409);
    await t.context.outbox.idle();
    const held = mails();
    expect(held).toHaveLength(1);
    expect(held[0]).toContain('Pay the advance to confirm');
    expect(held[0]).toContain('Pay by');
    expect(held[0]).not.toContain('BEGIN:VCALENDAR');

    // The manage page's pay options: UPI with the reference as the note.
    const pay = await t.api.get(`/api/bookings/manage/${data.manageToken}/pay?method=upi`);
    expect(pay.status).toBe(200);
    expect(pay.body.data.link).toContain('am=2500.00');
    expect(pay.body.data.link).toContain('tn=BK-000001-A');

    const list = await adminGet('/api/admin/bookings');
    expect(list.body.data[0]).toMatchObject({
      status: 'held',
      advance: { status: 'open', amountPaise: ADVANCE_PAISE },
    });

    const marked = await adminPost('/api/admin/bookings/1/mark-advance-paid', { note: 'UTR 5123' });
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(BOOKING_ADMIN_MESSAGES.advancePaid);
    expect(marked.body.data).toMatchObject({ status: 'confirmed', advance: { status: 'paid', method: 'upi' } });
    // Once only: a second mark is refused and changes nothing.
    expect((await adminPost('/api/admin/bookings/1/mark-advance-paid')).status).toBe(409);
    expect(await t.rows('bookingAudit')).toEqual([
      expect.objectContaining({ bookingId: 1, action: 'advance marked paid', actorEmail: DEMO.admin.email }),
    ]);

    const view = await t.api.get(`/api/bookings/manage/${data.manageToken}`);
    expect(view.body.data).toMatchObject({ status: 'confirmed', canChange: true });
    expect(view.body.data.payment.requests[0]).toMatchObject({ status: 'paid', method: 'upi' });
    const receiptNumber = view.body.data.payment.requests[0].receiptNumber;
    expect(receiptNumber).toBe('RV/25-26/000001');

    await t.context.outbox.idle();
    const confirmed = mails().filter((mail) => mail.includes('Consultation booked'));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toContain('Advance paid');
    expect(confirmed[0]).toContain('BEGIN:VCALENDAR');
    expect(confirmed[0]).toContain('filename=receipt-RV-25-26-000001.pdf');
    expect(mails().some((mail) => mail.includes('New booking BK-000001'))).toBe(true);

    const { text } = await pdfText(await paymentRequests(t.context).receiptPdf(1));
    expect(text).toContain('Receipt Voucher');
    expect(text).toContain('RV/25-26/000001');
    expect(text).toContain('998596');
    expect(text).toContain('CGST 9%');
    expect(text).toContain('SGST 9%');
    expect(text).toContain('₹2,500.00');
    // 2,500 incl. 18 %: taxable 2,118.64, 190.68 each way.
    expect(text).toContain('₹2,118.64');
    expect(text).toContain('₹190.68');
  });

  it('lapses unpaid at its pay-by: cancelled once, the customer told, the slot bookable again', async () => {
    await book();
    t.clock.advance(29 * 60_000);
    expect(await paymentRequests(t.context).lapseDue()).toBe(0);
    t.clock.advance(60_000);
    const [first, second] = await Promise.all([
      paymentRequests(t.context).lapseDue(),
      paymentRequests(t.context).lapseDue(),
    ]);
    expect(first + second).toBe(1);
    expect(await bookingRow()).toMatchObject({ status: 'cancelled', cancelledAt: '2025-09-01T09:30:00.000Z' });
    expect((await t.rows('paymentRequests'))[0]).toMatchObject({ status: 'lapsed' });
    // Paid too late: the request is no longer open (a new login: the clock moved past the token's life).
    admin = `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}`;
    expect((await adminPost('/api/admin/bookings/1/mark-advance-paid')).status).toBe(409);
    await t.context.outbox.idle();
    expect(mails().filter((mail) => mail.includes('Your booking has lapsed'))).toHaveLength(1);
    const again = await book(1, '2025-09-12', '11:00 AM', { email: 'other@example.com', phone: '+91 98100 22222' });
    expect(again.status).toBe(201);
  });

  it('cancelled by staff while held: the slot is free, the advance no longer payable, the customer told', async () => {
    await book();
    const cancelled = await adminPost('/api/admin/bookings/1/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', advance: { status: 'cancelled' } });
    expect((await adminPost('/api/admin/bookings/1/mark-advance-paid')).status).toBe(409);
    expect(await t.rows('bookingAudit')).toEqual([expect.objectContaining({ bookingId: 1, action: 'cancelled' })]);
    await t.context.outbox.idle();
    expect(mails().filter((mail) => mail.includes('Consultation cancelled'))).toHaveLength(1);
    expect(
      (await book(8, '2025-09-12', '11:00 AM', { email: 'other@example.com', phone: '+91 98100 22222' })).status,
    ).toBe(201);
  });

  it('is confirmed at once for an on-request service or a service whose rule is no advance', async () => {
    expect((await book(8)).body.data).toMatchObject({ status: 'confirmed', payment: null });
    const rule = await t.api
      .put('/api/admin/bookings/advance-rules/1')
      .set('Authorization', admin)
      .send({ kind: 'none' });
    expect(rule.status).toBe(200);
    expect(rule.body.data).toMatchObject({ serviceId: 1, kind: 'none', custom: true, advancePaise: 0 });
    expect((await t.rows('bookingAudit'))[0]).toMatchObject({ serviceId: 1, action: 'advance rule changed' });
    expect((await book(1, '2025-09-13', '10:00 AM')).body.data).toMatchObject({ status: 'confirmed', payment: null });
    // A fixed amount, in rupees on the form, paise underneath.
    await t.api
      .put('/api/admin/bookings/advance-rules/1')
      .set('Authorization', admin)
      .send({ kind: 'fixed', value: 1000 });
    const rules = await adminGet('/api/admin/bookings/advance-rules');
    expect(rules.body.data.find((row: { serviceId: number }) => row.serviceId === 1)).toMatchObject({
      kind: 'fixed',
      value: 100_000,
      advancePaise: 100_000,
    });
    expect(rules.body.data.find((row: { serviceId: number }) => row.serviceId === 8)).toMatchObject({
      kind: 'none',
      price: null,
    });
    const bad = await t.api
      .put('/api/admin/bookings/advance-rules/1')
      .set('Authorization', admin)
      .send({ kind: 'percent', value: 150 });
    expect(bad.status).toBe(400);
  });

  it('mails the balance link once, BALANCE_DUE_DAYS before the event', async () => {
    await book();
    await adminPost('/api/admin/bookings/1/mark-advance-paid');
    expect(await mailDueBalances(t.context)).toBe(0);
    // 5 September, 06:00 UTC: the event (12 September, 05:30 UTC) is within 7 days.
    t.clock.advance(3 * 24 * 3_600_000 + 21 * 3_600_000);
    admin = `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}`;
    const runs = await Promise.all([mailDueBalances(t.context), mailDueBalances(t.context)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await mailDueBalances(t.context)).toBe(0);
    const requests = await t.rows('paymentRequests');
    expect(requests.map((row) => [row.purpose, row.status, row.amountPaise, row.reference])).toEqual([
      ['advance', 'paid', ADVANCE_PAISE, 'BK-000001-A'],
      ['balance', 'open', 749_900, 'BK-000001-B'],
    ]);
    await t.context.outbox.idle();
    expect(mails().filter((mail) => mail.includes('Your balance is due'))).toHaveLength(1);
  });
});

describe('an advance paid through the gateway', () => {
  it("confirms the booking by the gateway's webhook, once", async () => {
    const env = await gatewayApp();
    t = env.t;
    try {
      const res = await book();
      expect(res.body.data.payment.onlineOffered).toBe(true);
      const online = await t.api.get(`/api/bookings/manage/${res.body.data.manageToken}/pay?method=online`);
      expect(online.body.data).toEqual({ method: 'online', url: expect.stringContaining('http') });
      const link = env.gateway.linkFor('BK-000001-A')!;
      expect(link.amount).toBe(ADVANCE_PAISE);
      await env.gateway.pay(link.id);
      expect(env.gateway.sentWebhooks).toEqual([expect.objectContaining({ event: 'payment_link.paid', status: 200 })]);
      expect(await bookingRow()).toMatchObject({ status: 'confirmed' });
      expect((await t.rows('paymentRequests'))[0]).toMatchObject({ status: 'paid', method: 'online' });
      expect(await t.rows('gatewayEvents')).toEqual([expect.objectContaining({ outcome: 'paid' })]);
      expect(await t.rows('paymentReceipts')).toHaveLength(1);
    } finally {
      await env.cleanup();
      t = undefined as unknown as TestApp;
    }
  });
});
