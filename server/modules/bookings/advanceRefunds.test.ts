import { pdfText } from '../billing/pdfText';
import { renderAdvanceCreditNotePdf, type AdvanceCreditNote } from '../billing';
import { ADVANCE_REFUND_MESSAGES } from '../../../src/shared/contract/advanceRefund';
import { gatewayApp } from '../../test/gatewayFixtures';
import { createTestApp, DEMO, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';

// The clock starts on 1 September 2025, 09:00 UTC. Caricature (id 1) costs ₹9,999 and takes a
// ₹2,500 advance; booked for 12 September, 11:00 AM IST (05:30 UTC).
const ADVANCE = 250_000;
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
afterEach(() => t?.cleanup());

const login = async () => (admin = `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}`);
const book = async () =>
  (
    await t.api.post('/api/send-email').send({
      selectedService: { id: 1 },
      selectedDate: '2025-09-12',
      selectedTime: '11:00 AM',
      formData: BOOKING_FORM,
    })
  ).body.data as { manageToken: string };
const adminPost = (path: string, body: object = {}) => t.api.post(path).set('Authorization', admin).send(body);
const adminPut = (path: string, body: object) => t.api.put(path).set('Authorization', admin).send(body);
const view = async (token: string) => (await t.api.get(`/api/bookings/manage/${token}`)).body.data;
const cancel = (token: string) => t.api.post(`/api/bookings/manage/${token}/cancel`);
const mails = () => t.outbox().map(decodeQuotedPrintable);

/** A booking whose advance staff marked paid by UPI, the clock then moved to `hoursBefore` the start. */
async function paidBooking(hoursBefore: number) {
  const { manageToken } = await book();
  await login();
  expect((await adminPost('/api/admin/bookings/1/mark-advance-paid', { note: 'UTR 1' })).status).toBe(200);
  const start = Date.UTC(2025, 8, 12, 5, 30);
  t.clock.advance(start - hoursBefore * HOUR - t.clock.now());
  await login();
  return manageToken;
}

describe('cancelling a paid booking by its manage link', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('more than 7 days before: the advance less ₹500, recorded once, a credit note mailed, staff confirm the UPI refund', async () => {
    const token = await paidBooking(8 * 24);
    expect((await view(token)).payment.cancellationRefund).toEqual({
      paidPaise: ADVANCE,
      refundPaise: 200_000,
      feePaise: 50_000,
      minNoticeHours: 168,
    });
    const [first, second] = await Promise.all([cancel(token), cancel(token)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await t.rows('advanceRefunds');
    expect(rows).toEqual([
      expect.objectContaining({
        amountPaise: 200_000,
        feePaise: 50_000,
        method: 'upi_transfer',
        status: 'pending',
        creditNoteNumber: 'CN/25-26/000001',
      }),
    ]);
    const shown = await view(token);
    expect(shown.payment.cancellationRefund).toBeNull();
    expect(shown.payment.refund).toMatchObject({ amountPaise: 200_000, status: 'pending' });

    await t.context.outbox.idle();
    const mail = mails().find((text) => text.includes('Consultation cancelled'))!;
    // (The decoded mail reads the ₹ sign as Latin-1.)
    expect(mail).toMatch(/We refund .{1,3}2,000 of your .{1,3}2,500 advance \(fee .{1,3}500\)\./);
    expect(mail).toContain('filename=credit-note-CN-25-26-000001.pdf');

    const { text } = await pdfText(
      await renderAdvanceCreditNotePdf(JSON.parse(rows[0].creditNote as string) as AdvanceCreditNote),
    );
    expect(text).toContain('Credit Note');
    expect(text).toContain('CN/25-26/000001');
    expect(text).toContain('RV/25-26/000001');
    expect(text).toContain('₹2,000.00');
    // 2,000 incl. 18 %: taxable 1,694.92, 152.54 each way.
    expect(text).toContain('₹1,694.92');
    expect(text).toContain('₹152.54');

    const confirm = (body: object) => adminPost(`/api/admin/bookings/advance-refunds/${rows[0].id}/confirm`, body);
    expect((await confirm({})).status).toBe(400);
    const paid = await confirm({ reference: 'UTR 998877' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'processed', reference: 'UTR 998877' });
    expect((await confirm({ reference: 'again' })).status).toBe(409);
    expect((await t.rows('bookingAudit')).map((row) => row.action)).toContain('advance refund paid');
  });

  it('more than 48 hours before: half the advance', async () => {
    const token = await paidBooking(72);
    expect((await view(token)).payment.cancellationRefund).toMatchObject({ refundPaise: 125_000, feePaise: 0 });
    expect((await cancel(token)).status).toBe(200);
    expect((await t.rows('advanceRefunds'))[0]).toMatchObject({ amountPaise: 125_000 });
  });

  it('less than 48 hours before: no refund recorded, the mail says so', async () => {
    const token = await paidBooking(30);
    expect((await view(token)).payment.cancellationRefund).toMatchObject({ refundPaise: 0, minNoticeHours: 0 });
    expect((await cancel(token)).status).toBe(200);
    expect(await t.rows('advanceRefunds')).toEqual([]);
    await t.context.outbox.idle();
    expect(mails().find((text) => text.includes('Consultation cancelled'))).toContain('No refund is due');
  });

  it('applies the tiers staff saved, validated and audit-logged; staff may waive them', async () => {
    await login();
    const bad = [
      { tiers: [] },
      { tiers: [{ minNoticeHours: 48, refundPercent: 50, feePaise: 0 }] },
      {
        tiers: [
          { minNoticeHours: 48, refundPercent: 50, feePaise: 0 },
          { minNoticeHours: 72, refundPercent: 100, feePaise: 0 },
          { minNoticeHours: 0, refundPercent: 0, feePaise: 0 },
        ],
      },
      { tiers: [{ minNoticeHours: 0, refundPercent: 120, feePaise: 0 }] },
      { tiers: [{ minNoticeHours: 0, refundPercent: 50, feePaise: -1 }] },
    ];
    for (const body of bad) expect((await adminPut('/api/admin/bookings/refund-tiers', body)).status).toBe(400);
    const saved = await adminPut('/api/admin/bookings/refund-tiers', {
      tiers: [
        { minNoticeHours: 24, refundPercent: 80, feePaise: 10_000 },
        { minNoticeHours: 0, refundPercent: 0, feePaise: 0 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(ADVANCE_REFUND_MESSAGES.saved);
    expect(saved.body.data).toMatchObject({ custom: true, updatedBy: DEMO.admin.email });
    expect((await t.rows('bookingAudit'))[0]).toMatchObject({ action: 'refund tiers changed' });

    await paidBooking(72);
    // 80 % of 2,500 less 100.
    expect((await t.api.get('/api/admin/bookings/1/refund-quote').set('Authorization', admin)).body.data).toEqual({
      paidPaise: ADVANCE,
      refundPaise: 190_000,
      feePaise: 10_000,
      minNoticeHours: 24,
    });
    const cancelled = await adminPost('/api/admin/bookings/1/cancel', { waive: true });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.advance.refund).toMatchObject({ amountPaise: ADVANCE, waived: true });
    expect((await t.rows('bookingAudit')).at(-1)).toMatchObject({
      action: 'cancelled',
      note: expect.stringContaining('(fee and tier waived)'),
    });
  });

  it('a held, unpaid booking cancels with no refund', async () => {
    const { manageToken } = await book();
    await login();
    expect((await adminPost('/api/admin/bookings/1/cancel')).status).toBe(200);
    expect((await view(manageToken)).payment).toMatchObject({ cancellationRefund: null, refund: null });
    expect(await t.rows('advanceRefunds')).toEqual([]);
  });
});

describe('an advance paid online', () => {
  it('is refunded through the gateway once, settled by its refund.processed webhook', async () => {
    const env = await gatewayApp();
    t = env.t;
    try {
      const { manageToken } = await book();
      await t.api.get(`/api/bookings/manage/${manageToken}/pay?method=online`);
      await env.gateway.pay(env.gateway.linkFor('BK-000001-A')!.id);
      expect((await cancel(manageToken)).status).toBe(200);
      expect((await cancel(manageToken)).status).toBe(409);
      const refunds = env.gateway.state.requests.filter((request) => request.path.endsWith('/refund'));
      expect(refunds).toEqual([expect.objectContaining({ body: expect.objectContaining({ amount: 200_000 }) })]);
      await env.gateway.webhooksSettled();
      expect(await t.rows('advanceRefunds')).toEqual([
        expect.objectContaining({
          method: 'gateway',
          status: 'processed',
          gatewayRefundId: expect.stringMatching(/^rfnd_/),
        }),
      ]);
      expect((await t.rows('gatewayPayments'))[0]).toMatchObject({ refundedPaise: 200_000 });
      // Settled by the gateway: not for staff to confirm.
      await login();
      const confirm = await adminPost(`/api/admin/bookings/advance-refunds/1/confirm`, { reference: 'UTR 1' });
      expect(confirm.status).toBe(409);
    } finally {
      await env.cleanup();
      t = undefined as unknown as TestApp;
    }
  });
});

describe('a gateway that refuses the refund', () => {
  it('marks it failed, for staff to pay by UPI and confirm', async () => {
    const env = await gatewayApp({ log: () => undefined });
    t = env.t;
    try {
      const { manageToken } = await book();
      await t.api.get(`/api/bookings/manage/${manageToken}/pay?method=online`);
      await env.gateway.pay(env.gateway.linkFor('BK-000001-A')!.id);
      // Refunded in full outside the site (the gateway's dashboard): the gateway has nothing left to refund.
      await t.direct().updateTable('gatewayPayments').set({ refundedPaise: ADVANCE }).execute();
      expect((await cancel(manageToken)).status).toBe(200);
      expect((await t.rows('advanceRefunds'))[0]).toMatchObject({ status: 'failed', gatewayRefundId: null });
      await login();
      const paid = await adminPost('/api/admin/bookings/advance-refunds/1/confirm', { reference: 'UTR 42' });
      expect(paid.body.data).toMatchObject({ status: 'processed', reference: 'UTR 42' });
    } finally {
      await env.cleanup();
      t = undefined as unknown as TestApp;
    }
  });
});
