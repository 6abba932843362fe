import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE } from '../../../src/content/serviceCatalogue';
import { TIME_SLOTS } from '../../../src/shared/config/booking';
import { BOOKING_FIELD_MESSAGES } from '../../../src/shared/contract/booking';
import { VALIDATION_MESSAGES } from '../../../src/shared/contract/fields/messages';
import type { Mailer } from '../../platform/mail/mailer';
import { BOOKING_MESSAGES } from './bookings.service';
import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';
import { BOOKING_RATE_LIMIT } from './bookings.routes';

let t: TestApp;
afterEach(() => t.cleanup());

const caricature = CATALOGUE.find((item) => item.name === 'Caricature')!;

/**
 * These tests are about booking itself, not money: Caricature takes no advance here (staff's
 * rule), so its bookings are confirmed at once. Advances: bookingAdvances.test.ts.
 */
async function appWithoutAdvances(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const app = await createTestApp(options);
  await app.context.store.bookingAdvances.saveRule({
    serviceId: caricature.id,
    kind: 'none',
    value: 0,
    updatedAt: '2025-09-01T00:00:00.000Z',
    updatedBy: 'test@example.com',
  });
  return app;
}

/** A valid booking of Caricature on 12 September 2025 at 11:00 AM by video call; `patch` changes parts of it (the clock is 1 September 2025, 14:30 IST). */
function booking(
  patch: {
    selectedService?: unknown;
    selectedDate?: unknown;
    selectedTime?: unknown;
    formData?: Record<string, unknown>;
  } = {},
) {
  return {
    selectedService: 'selectedService' in patch ? patch.selectedService : { ...caricature, color: '#7a1f3d' },
    selectedDate: patch.selectedDate ?? '2025-09-12',
    selectedTime: patch.selectedTime ?? '11:00 AM',
    formData: { ...BOOKING_FORM, ...patch.formData },
  };
}

const post = (body: unknown) => t.api.post('/api/send-email').send(body as object);

/** Contact details of the n-th of several different customers (each may hold only a few bookings). */
const guest = (n: number) => ({
  name: `Guest ${n}`,
  email: `guest${n}@example.com`,
  phone: `+91 98100 ${String(20000 + n)}`,
});

/** The unfolded iCalendar text of a mail's text/calendar part. */
function calendarOf(mail: string, method: 'REQUEST' | 'PUBLISH'): string {
  const decoded = decodeQuotedPrintable(mail);
  const start = decoded.indexOf(`Content-Type: text/calendar; charset=utf-8; method=${method}`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = decoded.slice(start, decoded.indexOf('END:VCALENDAR', start) + 'END:VCALENDAR'.length);
  return body.replace(/\r?\n /g, '');
}

const bookings = async () =>
  (await t.rows('bookings')) as Array<Record<string, unknown> & { calendarUid: string; name: string; email: string }>;

/** The mails of the booking itself (the staff's notification mails aside: staff/notifications.test.ts). */
const bookingMails = () => t.outbox().filter((mail) => !/^Subject: \[Back office\]/m.test(mail));
const mailTo = (address: string) => t.outbox().find((mail) => mail.split('\n').includes(`To: ${address}`));

describe('POST /api/send-email', () => {
  beforeEach(async () => {
    t = await appWithoutAdvances();
  });

  it('stores the booking priced from the catalogue, whatever name and price the client sent, with a reference', async () => {
    const res = await post(booking({ selectedService: { id: caricature.id, name: 'Free stuff', price: '1' } }));

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      isSuccess: true,
      message: BOOKING_MESSAGES.booked,
      data: {
        reference: 'BK-000001',
        service: 'Caricature',
        date: '2025-09-12',
        time: '11:00 AM',
        preferredMethod: 'video-call',
        totalAmount: '₹9,999',
        startsAt: '2025-09-12T05:30:00.000Z',
        endsAt: '2025-09-12T06:30:00.000Z',
        status: 'confirmed',
        changeDeadline: '2025-09-11T05:30:00.000Z',
        changeDeadlineHours: 24,
        canChange: true,
        payment: null,
        confirmationMail: 'sent',
        manageToken: expect.stringMatching(/^m1-1-[\w-]{43}$/),
      },
    });
    const [stored] = await bookings();
    expect(stored).toMatchObject({
      reference: 'BK-000001',
      serviceId: 1,
      serviceName: 'Caricature',
      servicePrice: '9999',
      amount: 9999,
      priceLabel: '₹9,999',
      date: '2025-09-12',
      time: '11:00 AM',
      startsAt: '2025-09-12T05:30:00.000Z',
      sequence: 0,
      preferredMethod: 'video-call',
      name: 'Asha Rao',
      email: 'asha@example.com',
      eventType: 'wedding',
      status: 'confirmed',
    });
  });

  it('books an on-request service with the total "To be determined"', async () => {
    const onRequest = CATALOGUE.find((item) => item.price === '')!;
    const res = await post(booking({ selectedService: { id: onRequest.id } }));
    expect(res.status).toBe(201);
    expect(res.body.data.totalAmount).toBe('To be determined');
    expect((await bookings())[0]).toMatchObject({ amount: null, priceLabel: 'To be determined' });
  });

  it.each([
    ['no service', { selectedService: null }, 'selectedService', BOOKING_FIELD_MESSAGES.serviceRequired],
    [
      'a service id not in the catalogue',
      { selectedService: { id: 999, name: 'Caricature', price: '1' } },
      'selectedService.id',
      BOOKING_FIELD_MESSAGES.serviceUnknown,
    ],
    [
      'a service id that is not a number',
      { selectedService: { id: 'one' } },
      'selectedService.id',
      BOOKING_FIELD_MESSAGES.serviceUnknown,
    ],
    ['a day number (the former format)', { selectedDate: 12 }, 'selectedDate', BOOKING_FIELD_MESSAGES.dateInvalid],
    ['September 31', { selectedDate: '2025-09-31' }, 'selectedDate', BOOKING_FIELD_MESSAGES.dateInvalid],
    [
      'February 29 of a common year',
      { selectedDate: '2026-02-29' },
      'selectedDate',
      BOOKING_FIELD_MESSAGES.dateInvalid,
    ],
    ['a date with a time', { selectedDate: '2025-09-12T11:00' }, 'selectedDate', BOOKING_FIELD_MESSAGES.dateInvalid],
    ['a date without zero padding', { selectedDate: '2025-9-12' }, 'selectedDate', BOOKING_FIELD_MESSAGES.dateInvalid],
    ['a past date', { selectedDate: '2025-08-31' }, 'selectedDate', BOOKING_FIELD_MESSAGES.datePast],
    ['a date a year ago', { selectedDate: '2024-09-12' }, 'selectedDate', BOOKING_FIELD_MESSAGES.datePast],
    [
      'the day after the 90-day window',
      { selectedDate: '2025-12-01' },
      'selectedDate',
      BOOKING_FIELD_MESSAGES.dateOutsideWindow,
    ],
    [
      "today's slot that has passed",
      { selectedDate: '2025-09-01', selectedTime: '09:00 AM' },
      'selectedTime',
      BOOKING_FIELD_MESSAGES.slotTooSoon,
    ],
    [
      "today's 07:00 PM, 4.5 hours ahead (inside the 12-hour notice)",
      { selectedDate: '2025-09-01', selectedTime: '07:00 PM' },
      'selectedTime',
      BOOKING_FIELD_MESSAGES.slotTooSoon,
    ],
    ['a time that is not a slot', { selectedTime: '11:30 AM' }, 'selectedTime', BOOKING_FIELD_MESSAGES.timeInvalid],
    [
      'an unknown contact method',
      { formData: { preferredMethod: 'carrier-pigeon' } },
      'formData.preferredMethod',
      BOOKING_FIELD_MESSAGES.methodInvalid,
    ],
    [
      'no contact method',
      { formData: { preferredMethod: '' } },
      'formData.preferredMethod',
      BOOKING_FIELD_MESSAGES.methodInvalid,
    ],
    ['a blank name', { formData: { name: '   ' } }, 'formData.name', BOOKING_FIELD_MESSAGES.nameRequired],
    [
      'a name over 80 characters',
      { formData: { name: 'a'.repeat(81) } },
      'formData.name',
      VALIDATION_MESSAGES.tooLong(80),
    ],
    ['no e-mail', { formData: { email: '' } }, 'formData.email', VALIDATION_MESSAGES.emailRequired],
    [
      'a malformed e-mail',
      { formData: { email: 'asha.example.com' } },
      'formData.email',
      VALIDATION_MESSAGES.emailInvalid,
    ],
    [
      'an e-mail naming a second recipient',
      { formData: { email: 'asha,x@example.com' } },
      'formData.email',
      VALIDATION_MESSAGES.emailInvalid,
    ],
    ['no phone', { formData: { phone: '' } }, 'formData.phone', BOOKING_FIELD_MESSAGES.phoneRequired],
    [
      'a phone with letters',
      { formData: { phone: 'call me maybe' } },
      'formData.phone',
      VALIDATION_MESSAGES.phoneInvalid,
    ],
    ['blank event details', { formData: { message: '' } }, 'formData.message', BOOKING_FIELD_MESSAGES.detailsRequired],
    [
      'event details over 2000 characters',
      { formData: { message: 'x'.repeat(2001) } },
      'formData.message',
      VALIDATION_MESSAGES.tooLong(2000),
    ],
    [
      'an unknown event type',
      { formData: { eventType: 'rave' } },
      'formData.eventType',
      BOOKING_FIELD_MESSAGES.eventTypeInvalid,
    ],
  ])('refuses %s with 400 and the field error, storing nothing', async (_case, patch, field, message) => {
    const res = await post(booking(patch as Parameters<typeof booking>[0]));
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await bookings()).toHaveLength(0);
    await t.context.outbox.idle();
    expect(t.outbox()).toHaveLength(0);
  });

  it('refuses a body that is not an object, and missing form data', async () => {
    expect((await t.api.post('/api/send-email').send([1, 2])).status).toBe(400);
    const res = await post({ selectedService: { id: 1 }, selectedDate: '2025-09-03', selectedTime: '09:00 AM' });
    expect(res.status).toBe(400);
    expect(res.body.errors.formData).toEqual([BOOKING_FIELD_MESSAGES.contactMissing]);
  });

  it('trims and keeps only known fields', async () => {
    await post({
      ...booking({ formData: { name: '  Asha Rao  ', email: ' ASHA@Example.com ', role: 'Admin' } }),
      extra: 'x',
    });
    const [stored] = await bookings();
    expect(stored.name).toBe('Asha Rao');
    expect(stored.email).toBe('asha@example.com');
    expect(JSON.stringify(stored)).not.toMatch(/Admin|extra/);
  });

  it('answers 409 to a second booking of the same day and time; other slots stay free', async () => {
    expect((await post(booking())).status).toBe(201);
    const again = await post(booking({ formData: { name: 'Someone Else', email: 'else@example.com' } }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      isSuccess: false,
      message: BOOKING_MESSAGES.slotTaken,
      errors: { selectedTime: [BOOKING_MESSAGES.slotTaken] },
    });
    expect((await post(booking({ selectedTime: '12:00 PM' }))).status).toBe(201);
    expect((await post(booking({ selectedDate: '2025-09-13', formData: guest(1) }))).status).toBe(201);
    expect((await bookings()).map((b) => [b.date, b.time])).toEqual([
      ['2025-09-12', '11:00 AM'],
      ['2025-09-12', '12:00 PM'],
      ['2025-09-13', '11:00 AM'],
    ]);
  });

  it('of 20 concurrent requests for one slot, exactly one wins', async () => {
    await t.cleanup();
    t = await appWithoutAdvances({ config: { rateLimitFactor: 5 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(booking({ formData: { name: `Guest ${n}`, email: `guest${n}@example.com` } })),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await t.rows('bookings')).toHaveLength(1);
    await t.context.outbox.idle();
    expect(bookingMails()).toHaveLength(2);
  });

  it('mails the customer and the company inbox, each with a text/calendar invite in UTC with the booking UID', async () => {
    await post(booking());
    await t.context.outbox.idle();
    const [stored] = await bookings();
    expect(bookingMails()).toHaveLength(2);

    const customer = mailTo('asha@example.com')!;
    expect(customer).toMatch(
      /Subject: Consultation booked: Caricature on September 12, 2025 at 11:00 AM\s+IST \(BK-000001\)/,
    );
    expect(decodeQuotedPrintable(customer)).toContain('Our team will contact you 24 hours before your consultation');
    const invite = calendarOf(customer, 'REQUEST');
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain(`UID:${stored.calendarUid}`);
    expect(invite).toContain('DTSTART:20250912T053000Z'); // 11:00 IST
    expect(invite).toContain('DTEND:20250912T063000Z');
    // The customer's copy names only the address: nothing typed into the form travels to it.
    expect(invite).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:asha@example.com');
    expect(invite).toContain(`ORGANIZER;CN="Utsav Events":mailto:${t.config.companyInbox}`);
    expect(customer).toContain('filename=consultation-BK-000001.ics');
    // As written: every line of each invite ends in CRLF (RFC 5545), not only the first.
    for (const file of fs.readdirSync(t.config.outboxDir)) {
      const raw = fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8');
      if (/^Subject: \[Back office\]/m.test(raw)) continue; // the staff's notification: no invite
      const invite = raw.slice(raw.indexOf('BEGIN:VCALENDAR'), raw.indexOf('END:VCALENDAR'));
      expect(invite.split('\r\n').length).toBeGreaterThan(20);
      expect(invite.replace(/\r\n/g, '')).not.toContain('\n');
    }

    const company = mailTo(t.config.companyInbox)!;
    expect(company).toContain('Reply-To: asha@example.com');
    expect(decodeQuotedPrintable(company)).toContain('Event Details: Sangeet for 200 guests');
    expect(calendarOf(company, 'PUBLISH')).toContain(`UID:${stored.calendarUid}`);
    // A PUBLISH copy names no attendees (RFC 5546 3.2.1); the company's mail body has the contact details.
    expect(calendarOf(company, 'PUBLISH')).not.toContain('ATTENDEE');

    expect(await bookings()).toEqual([expect.objectContaining({ mailCustomer: 'sent', mailCompany: 'sent' })]);
  });

  it("promises the meeting link only for a video call, in the customer's mail and in the invite", async () => {
    await post(booking({ formData: { preferredMethod: 'phone-call' } }));
    await post(booking({ selectedTime: '02:00 PM', formData: guest(1) }));
    await t.context.outbox.idle();
    const phoneCall = decodeQuotedPrintable(mailTo('asha@example.com')!);
    const videoCall = decodeQuotedPrintable(mailTo('guest1@example.com')!);
    expect(phoneCall).toContain('Contact method: Phone Call');
    expect(phoneCall).not.toMatch(/meeting link/i);
    expect(videoCall).toContain('You will receive the meeting link 30 minutes before the session.');
    expect(calendarOf(mailTo('guest1@example.com')!, 'REQUEST')).toContain(
      'The meeting link arrives 30 minutes before the session.',
    );
  });

  it('gives each booking a globally unique UID: reference, a random part and the site domain, never @localhost', async () => {
    await post(booking());
    await post(booking({ selectedTime: '02:00 PM' }));
    const [first, second] = await bookings();
    // PUBLIC_URL is http://localhost:3000 here: the domain comes from MAIL_FROM instead.
    expect(first.calendarUid).toMatch(/^bk-000001-[0-9a-f]{12}@utsavevents\.example$/);
    expect(second.calendarUid).toMatch(/^bk-000002-[0-9a-f]{12}@utsavevents\.example$/);
    await t.cleanup();
    t = await appWithoutAdvances({ config: { publicUrl: 'https://www.utsavevents.in' } });
    await post(booking());
    expect((await bookings())[0].calendarUid).toMatch(/^bk-000001-[0-9a-f]{12}@www\.utsavevents\.in$/);
  });

  it('escapes what the customer typed in the HTML e-mail', async () => {
    await post(booking({ formData: { name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' } }));
    await t.context.outbox.idle();
    const mail = decodeQuotedPrintable(mailTo(t.config.companyInbox)!);
    const html = mail.slice(mail.indexOf('<!doctype html>'), mail.indexOf('</html>'));
    expect(html).toContain('Event Details');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps the booking when the mail server is down, says the mail will follow, and sends it once it is back', async () => {
    await t.cleanup();
    const log = jest.fn();
    let smtpUp = false;
    const sent: string[] = [];
    // The booking's own mails (the staff's notification mail to the demo admin aside).
    const bookingSent = () => sent.filter((line) => !line.startsWith('admin@example.com '));
    const flakyMailer: Mailer = {
      send: async (message, { messageId }) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(`${message.to} ${messageId}`);
        return { messageId };
      },
    };
    t = await appWithoutAdvances({ mailer: flakyMailer, log });

    const res = await post(booking());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ reference: 'BK-000001', confirmationMail: 'queued' });
    await t.context.outbox.idle();
    expect(await bookings()).toEqual([
      expect.objectContaining({ reference: 'BK-000001', mailCustomer: 'queued', mailCompany: 'queued' }),
    ]);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }));
    // The slot stays taken.
    expect((await post(booking())).status).toBe(409);

    // Back up: the retry (after the backoff) sends each mail once, with the Message-ID it was queued with.
    smtpUp = true;
    t.clock.advance(60_000);
    await t.context.outbox.idle();
    expect(bookingSent()).toHaveLength(2);
    // The reminders wait in the outbox for their time; the two mails of the booking went out.
    const outbox = (await t.rows('mailOutbox')).filter(
      (row) => row.relatedRole === 'customer' || row.relatedRole === 'company',
    );
    expect(bookingSent().sort()).toEqual(outbox.map((row) => `${row.recipient} ${row.messageId}`).sort());
    expect(outbox.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(await bookings()).toEqual([expect.objectContaining({ mailCustomer: 'sent', mailCompany: 'sent' })]);
    t.clock.advance(60 * 60_000);
    await t.context.outbox.idle();
    expect(bookingSent()).toHaveLength(2);
  });

  it(`limits booking attempts per client to ${BOOKING_RATE_LIMIT.max} per window, then 429 with Retry-After`, async () => {
    for (let n = 0; n < BOOKING_RATE_LIMIT.max; n += 1) {
      expect((await post(booking({ selectedTime: TIME_SLOTS[n], formData: guest(n) }))).status).toBe(201);
    }
    const blocked = await post(booking({ selectedDate: '2025-09-20', formData: guest(50) }));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ isSuccess: false, message: BOOKING_MESSAGES.tooMany });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(BOOKING_RATE_LIMIT.windowMs);
    expect((await post(booking({ selectedDate: '2025-09-20', formData: guest(50) }))).status).toBe(201);
  });
});

describe('GET /api/bookings/availability', () => {
  beforeEach(async () => {
    t = await appWithoutAdvances();
  });

  it("lists the day's booked slots only", async () => {
    await post(booking());
    await post(booking({ selectedTime: '04:00 PM' }));
    await post(booking({ selectedDate: '2025-09-13', selectedTime: '09:00 AM', formData: guest(1) }));

    const day12 = await t.api.get('/api/bookings/availability?date=2025-09-12');
    expect(day12.status).toBe(200);
    expect(day12.body.data).toEqual({ date: '2025-09-12', taken: ['11:00 AM', '04:00 PM'], closed: [] });
    expect((await t.api.get('/api/bookings/availability?date=2025-09-14')).body.data).toEqual({
      date: '2025-09-14',
      taken: [],
      closed: [],
    });
    // Nothing about who booked.
    expect(JSON.stringify(day12.body)).not.toContain('asha');
  });

  it.each(['date=12', 'date=2025-09-31', 'date=2026-02-29', 'date=abc', 'date=', 'day=12'])(
    'refuses %p with 400',
    async (query) => {
      const res = await t.api.get(`/api/bookings/availability?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors.date).toEqual([BOOKING_FIELD_MESSAGES.dateInvalid]);
    },
  );
});
