import { pdfText } from '../billing/pdfText';
import { TIME_SLOTS } from '../../../src/shared/config/booking';
import { BLOCK_MESSAGES } from '../bookings/bookingBlocks.service';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';
import { BOOKING_FORM, CONSULTATION_REQUEST } from '../../test/validBodies';
import { PROPOSAL_PUBLIC_MESSAGES as P } from './proposalAcceptance.service';

// One app for the file (each test uses its own dates); the clock starts on 1 September 2025,
// 09:00 UTC (14:30 IST), and only the last test moves it.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const { tokens } = await t.login(DEMO.admin);
  admin = `Bearer ${tokens.accessToken}`;
});
afterAll(() => t.cleanup());

/** ₹9,999 Caricature ×2 (the catalogue's price, whatever the request says), a custom ₹15,000 line, ₹998 off. */
const proposalBody = (overrides: Record<string, unknown> = {}) => ({
  clientName: 'Kavya Mehta',
  clientEmail: 'kavya@example.com',
  clientPhone: '+91 98100 22222',
  eventDate: '2025-10-10',
  venue: 'The Lawns, Chhatarpur',
  placeOfSupply: 'Delhi',
  lines: [
    { kind: 'catalogue', serviceId: 1, quantity: 2, unitPaise: 1 },
    { kind: 'custom', description: 'Stage lighting', quantity: 1, unitPaise: 15_000_00 },
  ],
  discountPaise: 998_00,
  validUntil: '2025-09-30',
  ...overrides,
});

const adminPost = (path: string, body: object = {}) => t.api.post(path).set('Authorization', admin).send(body);

async function create(overrides: Record<string, unknown> = {}) {
  const res = await adminPost('/api/admin/proposals', proposalBody(overrides));
  expect(res.status).toBe(201);
  return res.body.data as { id: number; number: string; version: number; link: string; content: { totals: object } };
}

/** A proposal created and sent; its public token. */
async function sent(overrides: Record<string, unknown> = {}) {
  const proposal = await create(overrides);
  expect((await adminPost(`/api/admin/proposals/${proposal.id}/send`)).status).toBe(200);
  return { ...proposal, token: proposal.link.split('/proposal/')[1] };
}

const accept = (token: string, version: number, fullName = 'Kavya Mehta') =>
  t.api.post(`/api/proposals/${token}/accept`).send({ version, fullName, agree: true });

describe('proposal totals', () => {
  it('prices catalogue lines from the catalogue and takes GST out of the discounted total (CGST + SGST in Delhi)', async () => {
    const proposal = await create();
    expect(proposal.number).toMatch(/^PR-\d{6}$/);
    expect(proposal.content).toMatchObject({
      lines: [
        { serviceId: 1, description: 'Caricature', quantity: 2, unitPaise: 9_999_00, amountPaise: 19_998_00 },
        { serviceId: null, description: 'Stage lighting', quantity: 1, unitPaise: 15_000_00, amountPaise: 15_000_00 },
      ],
      totals: {
        subtotalPaise: 34_998_00,
        discountPaise: 998_00,
        totalPaise: 34_000_00,
        // 34,00,000 paise × 9 / 118 = 2,59,322.03 each half; the taxable value is what remains.
        cgstPaise: 2_59_322,
        sgstPaise: 2_59_322,
        igstPaise: 0,
        taxablePaise: 28_81_356,
        gstRatePercent: 18,
        sac: '998596',
      },
      // 25 % of ₹34,000; its GST: 8,50,000 × 9 / 118 = 64,830.51 -> 64,831 each half.
      advance: { kind: 'percent', percent: 25, amountPaise: 8_50_000, gstPaise: 1_29_662, taxablePaise: 7_20_338 },
    });
  });

  it('charges IGST for a venue in another state, and a fixed advance', async () => {
    const proposal = await create({ placeOfSupply: 'Maharashtra', advanceKind: 'fixed', advanceFixedPaise: 10_000_00 });
    expect(proposal.content).toMatchObject({
      totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 5_18_644, taxablePaise: 28_81_356 },
      advance: { kind: 'fixed', percent: null, amountPaise: 10_000_00, gstPaise: 1_52_542 },
    });
  });

  it('refuses a discount above the subtotal, an unknown service and a totals field it never reads', async () => {
    const res = await adminPost(
      '/api/admin/proposals',
      proposalBody({
        discountPaise: 40_000_00,
        lines: [{ kind: 'catalogue', serviceId: 99_999, quantity: 1, unitPaise: 0 }],
        totalPaise: 1,
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['discountPaise', 'lines[0].serviceId']);
  });
});

describe('sending, versions and acceptance', () => {
  it('mails the link; an edit after sending is version 2, and accepting version 1 is refused', async () => {
    const proposal = await sent({ clientEmail: 'versions@example.com' });
    const mail = t.outbox().find((text) => text.includes('To: versions@example.com'));
    expect(decodeQuotedPrintable(mail ?? '')).toContain(proposal.link);

    const edited = await t.api
      .put(`/api/admin/proposals/${proposal.id}?version=1`)
      .set('Authorization', admin)
      .send(proposalBody({ clientEmail: 'versions@example.com', discountPaise: 0 }));
    expect([edited.status, edited.body.data.version, edited.body.data.status]).toEqual([200, 2, 'draft']);
    // The client still reads version 1 as sent, marked as being revised.
    const page = await t.api.get(`/api/proposals/${proposal.token}`);
    expect(page.body.data).toMatchObject({
      version: 1,
      revising: true,
      content: { totals: { totalPaise: 34_000_00 } },
    });
    expect((await accept(proposal.token, 1)).body).toEqual({ isSuccess: false, message: P.revised });

    expect((await adminPost(`/api/admin/proposals/${proposal.id}/send`)).status).toBe(200);
    expect((await accept(proposal.token, 1)).status).toBe(409);
    const accepted = await accept(proposal.token, 2, '  Kavya Mehta ');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      version: 2,
      acceptance: { name: 'Kavya Mehta', version: 2 },
      advance: { amountPaise: 8_74_950 },
    });
    const [row] = (await t.rows('proposals')).filter((r) => r.id === proposal.id);
    expect(row).toMatchObject({ acceptedVersion: 2, acceptedName: 'Kavya Mehta' });
    expect(String(row.acceptedIp)).toMatch(/127\.0\.0\.1|::1/);
    const versions = (await t.rows('proposalVersions')).filter((r) => r.proposalId === proposal.id);
    expect(versions.map((v) => Number(v.version))).toEqual([1, 2]);
    expect(JSON.parse(String(versions[0].content)).totals.totalPaise).toBe(34_000_00);
    const audit = (await t.rows('proposalEvents')).filter((r) => r.proposalId === proposal.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'send', 'edit', 'send', 'accept']);
    expect(audit[0].actorEmail).toBe(DEMO.admin.email);
    // Accepted: no more edits, and a second acceptance is refused.
    expect((await accept(proposal.token, 2)).body.message).toBe(P.alreadyAccepted);
    const late = await t.api
      .put(`/api/admin/proposals/${proposal.id}?version=2`)
      .set('Authorization', admin)
      .send(proposalBody());
    expect(late.status).toBe(409);
  });

  it('answers the PDF of the sent version as text', async () => {
    const proposal = await sent({ eventDate: '2025-10-11' });
    const res = await t.api
      .get(`/api/proposals/${proposal.token}/pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.body as Buffer);
    for (const fact of [
      proposal.number,
      'Caricature',
      'Stage lighting',
      '₹34,000',
      '₹2,593.22',
      '₹28,813.56',
      '₹8,500',
      'SAC 998596',
    ])
      expect(text).toContain(fact);
  });

  it('refuses a withdrawn proposal, and never shows an unsent draft or a made-up token', async () => {
    const proposal = await sent({ eventDate: '2025-10-12' });
    expect((await adminPost(`/api/admin/proposals/${proposal.id}/withdraw`)).status).toBe(200);
    expect((await accept(proposal.token, 1)).body.message).toBe(P.withdrawn);
    expect((await t.api.get(`/api/proposals/${proposal.token}`)).body.data.status).toBe('withdrawn');
    const draft = await create({ eventDate: '2025-10-13' });
    const draftToken = draft.link.split('/proposal/')[1];
    expect((await t.api.get(`/api/proposals/${draftToken}`)).status).toBe(404);
    expect((await t.api.get(`/api/proposals/${'x'.repeat(32)}`)).status).toBe(404);
    const unnamed = await t.api
      .post(`/api/proposals/${proposal.token}/accept`)
      .send({ version: 1, fullName: 'K', agree: false });
    expect(Object.keys(unnamed.body.errors).sort()).toEqual(['agree', 'fullName']);
  });
});

describe('the advance and the lead', () => {
  it('moves the lead on when sent and won when accepted; the advance is paid by UPI with a receipt mailed', async () => {
    await t.api
      .post('/api/consultations')
      .send({ ...CONSULTATION_REQUEST, email: 'lead-advance@example.com' })
      .expect(201);
    const leads = await t.api.get('/api/admin/leads?q=lead-advance').set('Authorization', admin);
    const leadId = leads.body.data[0].id as number;
    const stage = async () =>
      (await t.api.get(`/api/admin/leads/${leadId}`).set('Authorization', admin)).body.data.stage;

    const proposal = await sent({ leadId, clientEmail: 'lead-advance@example.com', eventDate: '2025-10-21' });
    expect(await stage()).toBe('proposal_sent');
    // The lead's page lists its proposals.
    const forLead = await t.api.get(`/api/admin/proposals?lead=${leadId}`).set('Authorization', admin);
    expect(forLead.body.data.map((row: { id: number }) => row.id)).toEqual([proposal.id]);
    expect((await t.api.get('/api/admin/proposals?lead=x').set('Authorization', admin)).status).toBe(400);
    // Before acceptance nothing is due.
    expect((await t.api.get(`/api/proposals/${proposal.token}/pay?method=upi`)).status).toBe(409);

    expect((await accept(proposal.token, 1)).status).toBe(200);
    expect(await stage()).toBe('won');
    const page = (await t.api.get(`/api/proposals/${proposal.token}`)).body.data;
    expect(page.payment).toMatchObject({ purpose: 'advance', status: 'open', amountPaise: 8_50_000, payBy: null });
    const upi = await t.api.get(`/api/proposals/${proposal.token}/pay?method=upi`);
    expect(upi.body.data).toMatchObject({ method: 'upi' });
    expect(upi.body.data.link).toContain('am=8500.00');
    expect(upi.body.data.link).toContain(`tn=${proposal.number}-A`);

    const paid = await adminPost(`/api/admin/proposals/${proposal.id}/mark-advance-paid`);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment).toMatchObject({ status: 'paid', method: 'upi' });
    expect(paid.body.data.payment.receiptNumber).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
    expect((await adminPost(`/api/admin/proposals/${proposal.id}/mark-advance-paid`)).status).toBe(409);
    await t.context.outbox.idle();
    const mail = t.outbox().find((text) => text.includes('Subject: Advance received for proposal'));
    expect(mail).toContain('To: lead-advance@example.com');
    expect(mail).toContain('application/pdf');
    const audit = (await t.rows('proposalEvents')).filter((r) => r.proposalId === proposal.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'send', 'accept', 'advance-paid']);
  });
});

describe('the event date', () => {
  it('is closed by the acceptance: the calendar stops offering it and a booking on it is refused', async () => {
    const proposal = await sent({ eventDate: '2025-09-20', validUntil: '2025-09-15' });
    expect((await accept(proposal.token, 1)).status).toBe(200);
    const closed = await t.api.get('/api/bookings/closed-dates');
    expect(closed.body.data.dates).toContain('2025-09-20');
    const day = await t.api.get('/api/bookings/availability?date=2025-09-20');
    expect(day.body.data.closed).toEqual([...TIME_SLOTS]);
    const booking = await t.api.post('/api/send-email').send({
      selectedService: { id: 1 },
      selectedDate: '2025-09-20',
      selectedTime: '11:00 AM',
      formData: { ...BOOKING_FORM, email: 'late@example.com', phone: '+91 98100 33333' },
    });
    expect([booking.status, booking.body.errors]).toEqual([400, { selectedDate: [BLOCK_MESSAGES.dayClosed] }]);
    const [block] = (await t.rows('bookingBlocks')).filter((row) => row.date === '2025-09-20');
    expect(block).toMatchObject({ time: null, reason: `Event ${proposal.number}`, proposalId: proposal.id });
    // Staff cannot reopen it from the closed-dates screen.
    const removed = await t.api.delete(`/api/admin/booking-blocks/${block.id}`).set('Authorization', admin);
    expect([removed.status, removed.body.message]).toEqual([409, BLOCK_MESSAGES.heldByEvent]);
  });

  it('is refused when a priced consultation is booked on it', async () => {
    const booking = await t.api.post('/api/send-email').send({
      selectedService: { id: 1 },
      selectedDate: '2025-09-22',
      selectedTime: '11:00 AM',
      formData: { ...BOOKING_FORM, email: 'booked@example.com', phone: '+91 98100 44444' },
    });
    expect(booking.status).toBe(201);
    const proposal = await sent({ eventDate: '2025-09-22', validUntil: '2025-09-15' });
    expect((await accept(proposal.token, 1)).body).toEqual({ isSuccess: false, message: P.dateTaken });
    expect((await t.api.get(`/api/proposals/${proposal.token}`)).body.data.status).toBe('sent');
  });

  it('gives one success to two acceptances for one date at the same moment', async () => {
    const first = await sent({ eventDate: '2025-09-25', validUntil: '2025-09-15', clientEmail: 'one@example.com' });
    const second = await sent({ eventDate: '2025-09-25', validUntil: '2025-09-15', clientEmail: 'two@example.com' });
    const answers = await Promise.all([accept(first.token, 1), accept(second.token, 1)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(P.dateTaken);
    const blocks = (await t.rows('bookingBlocks')).filter((row) => row.date === '2025-09-25');
    expect(blocks).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('shows a sent proposal past its validity as expired and refuses its acceptance', async () => {
    const proposal = await sent({ eventDate: '2025-10-20', validUntil: '2025-09-02' });
    const list = await t.api.get('/api/admin/proposals?status=sent').set('Authorization', admin);
    expect(list.body.data.map((row: { id: number }) => row.id)).toContain(proposal.id);
    t.clock.advance(2 * 24 * 3600_000); // 3 September, IST
    admin = `Bearer ${(await t.login(DEMO.admin)).tokens.accessToken}`; // the former access token has expired
    expect((await t.api.get(`/api/proposals/${proposal.token}`)).body.data.status).toBe('expired');
    expect((await accept(proposal.token, 1)).body.message).toBe(P.expired('2025-09-02'));
    const expired = await t.api.get('/api/admin/proposals?status=expired').set('Authorization', admin);
    expect(expired.body.data.map((row: { id: number }) => row.id)).toContain(proposal.id);
  });
});
