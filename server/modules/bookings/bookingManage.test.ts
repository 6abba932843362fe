import fs from 'node:fs';
import path from 'node:path';
import { BOOKING_FIELD_MESSAGES } from '../../../src/shared/contract/booking';
import { MANAGE_MESSAGES } from './bookingManage.service';
import { calendarParts, lineProblems, parseInvite } from '../../test/invites';
import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';

// The clock starts on 1 September 2025, 09:00 UTC (14:30 IST). The booking under test is on
// 12 September at 11:00 IST (05:30 UTC): its change deadline is 11 September, 05:30 UTC.
const HOUR = 3_600_000;
const START = Date.UTC(2025, 8, 12, 5, 30);
const DEADLINE = START - 24 * HOUR;

let t: TestApp;
afterEach(() => t.cleanup());
beforeEach(async () => {
  t = await createTestApp();
});

async function book(date = '2025-09-12', time = '11:00 AM', formData: Record<string, unknown> = {}) {
  const res = await t.api.post('/api/send-email').send({
    selectedService: { id: 8 },
    selectedDate: date,
    selectedTime: time,
    formData: { ...BOOKING_FORM, ...formData },
  });
  expect(res.status).toBe(201);
  return res.body.data as { reference: string; manageToken: string };
}

/** The raw .eml files (CRLF as written) whose headers match. */
const rawMails = (pattern: RegExp) =>
  fs
    .readdirSync(t.config.outboxDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8'))
    .filter((mail) => pattern.test(mail));

/** The invites of the mails matching `pattern`, each checked for CRLF and folding, parsed by both parsers. */
function invitesOf(pattern: RegExp) {
  return rawMails(pattern).flatMap((mail) =>
    calendarParts(mail).map((part) => {
      expect(lineProblems(part.text)).toEqual([]);
      return parseInvite(part.text);
    }),
  );
}

const manage = (token: string) => `/api/bookings/manage/${token}`;
const bookingRow = async () => (await t.rows('bookings'))[0] as Record<string, unknown>;

describe('the confirmation e-mail and its invite', () => {
  it('carries Reschedule and Cancel links with a signed token and the deadline; the invite passes ical.js and node-ical', async () => {
    const { manageToken, reference } = await book();
    await t.context.outbox.idle();
    const [customer] = rawMails(/\nTo: asha@example\.com/);
    const text = decodeQuotedPrintable(customer.replace(/\r\n/g, '\n'));
    expect(text).toContain(`Reschedule: http://localhost:3000/booking/manage/${manageToken}?action=reschedule`);
    expect(text).toContain(`Cancel: http://localhost:3000/booking/manage/${manageToken}?action=cancel`);
    expect(text).toContain(
      'You can reschedule or cancel online until Thursday, September 11, 2025 at 11:00 AM IST (24 hours before the consultation).',
    );

    const [inline, attached] = invitesOf(/\nTo: asha@example\.com/);
    expect(inline).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2025-09-12T05:30:00.000Z',
      end: '2025-09-12T06:30:00.000Z',
      attendees: ['mailto:asha@example.com'],
    });
    expect(attached).toEqual(inline);
    expect(inline.uid).toMatch(new RegExp(`^${reference.toLowerCase()}-[0-9a-f]{12}@utsavevents\\.example$`));
    const [company] = invitesOf(/\nTo: bookings@utsavevents\.example/);
    expect(company).toMatchObject({ method: 'PUBLISH', uid: inline.uid, sequence: 0, attendees: [] });
  });
});

describe('GET /api/bookings/manage/:token', () => {
  it('shows the booking and its deadline, without contact details', async () => {
    const { manageToken } = await book();
    const res = await t.api.get(manage(manageToken));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      reference: 'BK-000001',
      service: 'Live Band',
      date: '2025-09-12',
      time: '11:00 AM',
      preferredMethod: 'video-call',
      totalAmount: 'To be determined',
      startsAt: '2025-09-12T05:30:00.000Z',
      endsAt: '2025-09-12T06:30:00.000Z',
      status: 'confirmed',
      changeDeadline: '2025-09-11T05:30:00.000Z',
      changeDeadlineHours: 24,
      canChange: true,
      payment: null,
    });
  });

  it('answers 404 to a forged, altered or unknown token', async () => {
    const { manageToken } = await book();
    const sig = manageToken.split('-').slice(2).join('-');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [`m1-1-${flipped}`, `m1-2-${sig}`, `m2-1-${sig}`, 'm1-1-short', 'anything', `m1-01-${sig}`]) {
      const res = await t.api.get(manage(token));
      expect([token, res.status, res.body.message]).toEqual([token, 404, MANAGE_MESSAGES.invalidLink]);
    }
    expect((await t.api.post(`${manage(`m1-1-${flipped}`)}/cancel`).send({})).status).toBe(404);
    expect((await bookingRow()).status).toBe('confirmed');
  });

  it('serves the current invite as an .ics download: METHOD:PUBLISH, no attendees, CRLF and folded', async () => {
    const { manageToken } = await book();
    const res = await t.api
      .get(`${manage(manageToken)}/invite.ics`)
      .buffer(true)
      .parse((response, done) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => done(null, body));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="consultation-BK-000001.ics"');
    expect(lineProblems(res.body as string)).toEqual([]);
    expect(parseInvite(res.body as string)).toMatchObject({
      method: 'PUBLISH',
      sequence: 0,
      start: '2025-09-12T05:30:00.000Z',
      attendees: [],
    });
  });
});

describe('rescheduling by the link', () => {
  it('before the deadline moves the booking, frees the old slot and mails both an updated invite (same UID, SEQUENCE 1)', async () => {
    const { manageToken } = await book();
    await t.context.outbox.idle();
    const [original] = invitesOf(/\nTo: asha@example\.com/);

    t.clock.advance(DEADLINE - 1 - t.clock.now()); // the last moment before the deadline
    const res = await t.api
      .post(`${manage(manageToken)}/reschedule`)
      .send({ selectedDate: '2025-09-30', selectedTime: '04:00 PM' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      date: '2025-09-30',
      time: '04:00 PM',
      startsAt: '2025-09-30T10:30:00.000Z',
      changeDeadline: '2025-09-29T10:30:00.000Z',
      canChange: true,
    });
    expect(await bookingRow()).toMatchObject({
      date: '2025-09-30',
      time: '04:00 PM',
      startsAt: '2025-09-30T10:30:00.000Z',
      sequence: 1,
      status: 'confirmed',
    });
    expect((await t.api.get('/api/bookings/availability?date=2025-09-12')).body.data.taken).toEqual([]);
    expect((await t.api.get('/api/bookings/availability?date=2025-09-30')).body.data.taken).toEqual(['04:00 PM']);

    await t.context.outbox.idle();
    const updates = invitesOf(/Subject: Consultation moved/);
    expect(updates).toHaveLength(2); // inline and attached
    expect(updates[0]).toMatchObject({
      method: 'REQUEST',
      uid: original.uid,
      sequence: 1,
      start: '2025-09-30T10:30:00.000Z',
      attendees: ['mailto:asha@example.com'],
    });
    const [notice] = invitesOf(/Subject: Booking BK-000001 moved/);
    expect(notice).toMatchObject({ method: 'PUBLISH', uid: original.uid, sequence: 1, attendees: [] });
    const moved = decodeQuotedPrintable(rawMails(/Subject: Consultation moved/)[0].replace(/\r\n/g, '\n'));
    expect(moved).toContain('has been moved from September 12, 2025 at 11:00 AM IST to the time below');
    // Fixed wording and booking facts only: nothing the visitor typed reaches the customer's mail.
    expect(moved).not.toContain(BOOKING_FORM.message);
    expect(moved).not.toContain(BOOKING_FORM.name);
  });

  it('refuses a taken slot (409), a past date and a slot inside the notice (400), changing nothing', async () => {
    const { manageToken } = await book();
    await book('2025-09-20', '10:00 AM', { email: 'other@example.com' });
    const taken = await t.api
      .post(`${manage(manageToken)}/reschedule`)
      .send({ selectedDate: '2025-09-20', selectedTime: '10:00 AM' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.selectedTime).toEqual([MANAGE_MESSAGES.slotTaken]);
    const past = await t.api
      .post(`${manage(manageToken)}/reschedule`)
      .send({ selectedDate: '2025-08-31', selectedTime: '10:00 AM' });
    expect([past.status, past.body.errors.selectedDate]).toEqual([400, [BOOKING_FIELD_MESSAGES.datePast]]);
    const soon = await t.api
      .post(`${manage(manageToken)}/reschedule`)
      .send({ selectedDate: '2025-09-01', selectedTime: '07:00 PM' });
    expect([soon.status, soon.body.errors.selectedTime]).toEqual([400, [BOOKING_FIELD_MESSAGES.slotTooSoon]]);
    const impossible = await t.api
      .post(`${manage(manageToken)}/reschedule`)
      .send({ selectedDate: '2025-09-31', selectedTime: '10:00 AM' });
    expect([impossible.status, impossible.body.errors.selectedDate]).toEqual([
      400,
      [BOOKING_FIELD_MESSAGES.dateInvalid],
    ]);
    expect(await bookingRow()).toMatchObject({ date: '2025-09-12', time: '11:00 AM', sequence: 0 });
  });

  it('two bookings moved into the same free slot at once: one moves, the other gets 409', async () => {
    const first = await book();
    const second = await book('2025-09-13', '11:00 AM', { email: 'second@example.com' });
    const answers = await Promise.all(
      [first, second].map(({ manageToken }) =>
        t.api.post(`${manage(manageToken)}/reschedule`).send({ selectedDate: '2025-09-25', selectedTime: '12:00 PM' }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await t.api.get('/api/bookings/availability?date=2025-09-25')).body.data.taken).toEqual(['12:00 PM']);
  });

  it('from the deadline on refuses with 409 and the way to reach the team', async () => {
    const { manageToken } = await book();
    t.clock.advance(DEADLINE - t.clock.now());
    const res = await t.api
      .post(`${manage(manageToken)}/reschedule`)
      .send({ selectedDate: '2025-09-30', selectedTime: '04:00 PM' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MANAGE_MESSAGES.tooLate(24));
    expect((await t.api.get(manage(manageToken))).body.data).toMatchObject({ canChange: false, status: 'confirmed' });
    expect(await bookingRow()).toMatchObject({ date: '2025-09-12', sequence: 0 });
  });
});

describe('cancelling by the link', () => {
  it('before the deadline cancels, frees the slot, drops the reminders and sends METHOD:CANCEL to both', async () => {
    const { manageToken } = await book();
    await t.context.outbox.idle();
    const [original] = invitesOf(/\nTo: asha@example\.com/);
    expect(
      (await t.rows('mailOutbox')).filter((row) => row.status === 'pending').map((row) => row.relatedRole),
    ).toEqual(['reminder-day', 'reminder-link']);

    const res = await t.api.post(`${manage(manageToken)}/cancel`).send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', canChange: false });
    expect(await bookingRow()).toMatchObject({
      status: 'cancelled',
      sequence: 1,
      cancelledAt: '2025-09-01T09:00:00.000Z',
    });
    expect(
      (await t.rows('mailOutbox')).filter(
        (row) => row.status === 'pending' && String(row.relatedRole).startsWith('reminder'),
      ),
    ).toEqual([]);

    await t.context.outbox.idle();
    const [customer] = invitesOf(/Subject: Consultation cancelled/);
    expect(customer).toMatchObject({
      method: 'CANCEL',
      uid: original.uid,
      sequence: 1,
      status: 'CANCELLED',
      start: '2025-09-12T05:30:00.000Z',
    });
    const [company] = invitesOf(/Subject: Booking BK-000001 cancelled/);
    expect(company).toMatchObject({ method: 'CANCEL', uid: original.uid, sequence: 1 });

    // The slot can be booked again; the cancelled booking cannot be changed any more.
    expect(
      (
        await t.api.post('/api/send-email').send({
          selectedService: { id: 8 },
          selectedDate: '2025-09-12',
          selectedTime: '11:00 AM',
          formData: BOOKING_FORM,
        })
      ).status,
    ).toBe(201);
    const again = await t.api.post(`${manage(manageToken)}/cancel`).send({});
    expect([again.status, again.body.message]).toEqual([409, MANAGE_MESSAGES.cancelled]);
    expect(
      (
        await t.api
          .post(`${manage(manageToken)}/reschedule`)
          .send({ selectedDate: '2025-09-30', selectedTime: '04:00 PM' })
      ).status,
    ).toBe(409);
  });

  it('from the deadline on refuses with 409; the booking stays confirmed', async () => {
    const { manageToken } = await book();
    t.clock.advance(DEADLINE - t.clock.now());
    const res = await t.api.post(`${manage(manageToken)}/cancel`).send({});
    expect([res.status, res.body.message]).toEqual([409, MANAGE_MESSAGES.tooLate(24)]);
    expect((await bookingRow()).status).toBe('confirmed');
  });

  it('uses the deadline of BOOKING_CHANGE_DEADLINE_HOURS', async () => {
    await t.cleanup();
    t = await createTestApp({ config: { bookingChangeDeadlineHours: 48 } });
    const { manageToken } = await book();
    t.clock.advance(START - 48 * HOUR - t.clock.now());
    expect((await t.api.get(manage(manageToken))).body.data).toMatchObject({
      changeDeadline: '2025-09-10T05:30:00.000Z',
      changeDeadlineHours: 48,
      canChange: false,
    });
    expect((await t.api.post(`${manage(manageToken)}/cancel`).send({})).status).toBe(409);
  });
});
