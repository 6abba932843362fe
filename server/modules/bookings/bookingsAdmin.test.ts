import fs from 'node:fs';
import path from 'node:path';
import type { Mailer } from '../../platform/mail/mailer';
import { BLOCK_MESSAGES } from './bookingBlocks.service';
import { BOOKING_ADMIN_MESSAGES } from './bookingAdmin.service';
import { bearerFor, registerCustomer } from '../../test/customers';
import { calendarParts, parseInvite } from '../../test/invites';
import { createTestApp, DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';

// The clock starts on 1 September 2025, 09:00 UTC (14:30 IST).
let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

async function book(date: string, time: string, formData: Record<string, unknown> = {}) {
  const res = await t.api.post('/api/send-email').send({
    selectedService: { id: 8 },
    selectedDate: date,
    selectedTime: time,
    formData: { ...BOOKING_FORM, ...formData },
  });
  return res;
}
const get = (path: string) => t.api.get(path).set('Authorization', admin);
const post = (path: string, body: object = {}) => t.api.post(path).set('Authorization', admin).send(body);
/** The raw .eml files (CRLF as written) to this address. */
const mailsTo = (address: string) =>
  fs
    .readdirSync(t.config.outboxDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(t.config.outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${address}`));

describe('admin bookings access', () => {
  const routes: Array<['get' | 'post' | 'put' | 'delete', string]> = [
    ['get', '/api/admin/bookings'],
    ['get', '/api/admin/bookings/agenda?date=2025-09-12'],
    ['post', '/api/admin/bookings/1/cancel'],
    ['post', '/api/admin/bookings/1/reschedule'],
    ['post', '/api/admin/bookings/1/resend'],
    ['get', '/api/admin/booking-blocks'],
    ['post', '/api/admin/booking-blocks'],
    ['put', '/api/admin/booking-blocks/1'],
    ['delete', '/api/admin/booking-blocks/1'],
    ['get', '/api/admin/dashboard'],
  ];
  it.each(routes)('%s %s answers 401 to a visitor and 403 to a customer, and changes nothing', async (method, path) => {
    expect((await book('2025-09-12', '11:00 AM')).status).toBe(201);
    const body = { date: '2025-09-20', selectedDate: '2025-09-13', selectedTime: '10:00 AM' };
    const visitor = await t.api[method](path).send(body);
    expect([visitor.status, visitor.body.isSuccess]).toEqual([401, false]);
    const customer = await registerCustomer(t, 'meera@example.com');
    const refused = await t.api[method](path).set('Authorization', customer.auth).send(body);
    expect([refused.status, refused.body]).toEqual([
      403,
      { isSuccess: false, message: 'This action requires the Admin role' },
    ]);
    expect(await t.rows('bookings')).toEqual([
      expect.objectContaining({ status: 'confirmed', date: '2025-09-12', sequence: 0 }),
    ]);
    expect(await t.rows('bookingBlocks')).toEqual([]);
  });
});

describe('GET /api/admin/bookings', () => {
  beforeEach(async () => {
    expect((await book('2025-09-12', '11:00 AM')).status).toBe(201);
    expect(
      (
        await book('2025-09-15', '02:00 PM', {
          name: 'Ravi Kumar',
          email: 'ravi@example.com',
          phone: '+91 99999 22222',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await book('2025-09-20', '09:00 AM', {
          name: 'Neha Gupta',
          email: 'neha@example.com',
          phone: '+91 98888 33333',
        })
      ).status,
    ).toBe(201);
    await t.context.outbox.idle();
  });

  it('lists bookings latest slot first with the confirmation mail status and X-Total-Count, pages and sorts', async () => {
    const res = await get('/api/admin/bookings');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.data.map((b: { reference: string }) => b.reference)).toEqual([
      'BK-000003',
      'BK-000002',
      'BK-000001',
    ]);
    expect(res.body.data[2]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      date: '2025-09-12',
      time: '11:00 AM',
      status: 'confirmed',
      confirmationMail: 'sent',
    });
    const page = await get('/api/admin/bookings?_sort=name&_order=asc&_limit=2&_page=2');
    expect([page.headers['x-total-count'], page.body.data.map((b: { name: string }) => b.name)]).toEqual([
      '3',
      ['Ravi Kumar'],
    ]);
    expect((await get('/api/admin/bookings?_sort=email')).status).toBe(400);
  });

  it('searches name, e-mail and phone and filters by status, mail status and date range', async () => {
    const refs = async (query: string) =>
      ((await get(`/api/admin/bookings${query}`)).body.data as Array<{ reference: string }>).map((b) => b.reference);
    expect(await refs('?q=RAVI')).toEqual(['BK-000002']);
    expect(await refs('?q=neha%40example')).toEqual(['BK-000003']);
    expect(await refs('?q=98100')).toEqual(['BK-000001']);
    expect(await refs('?from=2025-09-13&to=2025-09-15')).toEqual(['BK-000002']);
    expect(await refs('?mail=failed')).toEqual([]);
    expect(await refs('?mail=sent&_sort=startsAt&_order=asc')).toEqual(['BK-000001', 'BK-000002', 'BK-000003']);
    expect((await post('/api/admin/bookings/2/cancel')).status).toBe(200);
    expect(await refs('?status=cancelled')).toEqual(['BK-000002']);
    expect(await refs('?status=confirmed&q=ravi')).toEqual([]);
    const bad = await get('/api/admin/bookings?from=2025-13-01&status=maybe');
    expect(bad.status).toBe(400);
  });

  it('answers a day as its slots with bookings and blocks (agenda)', async () => {
    await post('/api/admin/booking-blocks', { date: '2025-09-12', time: '04:00 PM', reason: 'Staff meeting' }).expect(
      201,
    );
    const res = await get('/api/admin/bookings/agenda?date=2025-09-12');
    expect(res.body.data.date).toBe('2025-09-12');
    expect(res.body.data.dayBlocked).toBe(false);
    expect(res.body.data.slots).toHaveLength(10);
    const slot = (time: string) => res.body.data.slots.find((s: { time: string }) => s.time === time);
    expect(slot('11:00 AM').bookings.map((b: { reference: string }) => b.reference)).toEqual(['BK-000001']);
    expect(slot('04:00 PM')).toEqual({ time: '04:00 PM', blocked: true, bookings: [] });
    expect(slot('09:00 AM')).toEqual({ time: '09:00 AM', blocked: false, bookings: [] });
    expect((await get('/api/admin/bookings/agenda')).status).toBe(400);
  });
});

describe("changes on the customer's behalf", () => {
  it('reschedules with the same rules and mails as the manage link: the customer gets the updated invite', async () => {
    expect((await book('2025-09-12', '11:00 AM')).status).toBe(201);
    expect((await book('2025-09-13', '10:00 AM', { email: 'ravi@example.com', phone: '+91 99999 22222' })).status).toBe(
      201,
    );
    await t.context.outbox.idle();
    const taken = await post('/api/admin/bookings/1/reschedule', {
      selectedDate: '2025-09-13',
      selectedTime: '10:00 AM',
    });
    expect(taken.status).toBe(409);
    const res = await post('/api/admin/bookings/1/reschedule', {
      selectedDate: '2025-09-13',
      selectedTime: '03:00 PM',
    });
    expect([res.status, res.body.message]).toEqual([200, BOOKING_ADMIN_MESSAGES.rescheduled]);
    expect(res.body.data).toMatchObject({
      reference: 'BK-000001',
      date: '2025-09-13',
      time: '03:00 PM',
      status: 'confirmed',
    });
    await t.context.outbox.idle();
    const update = mailsTo('asha@example.com').find((mail) => /Subject: .*(moved|rescheduled)/i.test(mail));
    expect(update).toBeDefined();
    const [invite] = calendarParts(update!).map((part) => parseInvite(part.text));
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2025-09-13T09:30:00.000Z' });
    // Same rules: past the change deadline the admin is refused as the customer would be.
    t.clock.advance(Date.parse('2025-09-12T12:00:00Z') - t.clock.now());
    admin = (await bearerFor(t, DEMO.admin)).auth;
    const late = await post('/api/admin/bookings/1/cancel');
    expect(late.status).toBe(409);
    expect((await post('/api/admin/bookings/99/cancel')).status).toBe(404);
  });

  it('cancels (the slot is free again) and refuses to resend the confirmation of a cancelled booking', async () => {
    expect((await book('2025-09-12', '11:00 AM')).status).toBe(201);
    const res = await post('/api/admin/bookings/1/cancel');
    expect([res.status, res.body.data.status]).toEqual([200, 'cancelled']);
    expect((await t.api.get('/api/bookings/availability?date=2025-09-12')).body.data.taken).toEqual([]);
    const resend = await post('/api/admin/bookings/1/resend');
    expect([resend.status, resend.body.message]).toEqual([409, BOOKING_ADMIN_MESSAGES.resendCancelled]);
  });

  it('resends a confirmation that failed, and the booking then shows it sent', async () => {
    await t.cleanup();
    let up = false;
    const mailer: Mailer = {
      send: async (_message, { messageId }) => {
        if (!up) throw new Error('connect ECONNREFUSED');
        return { messageId };
      },
    };
    t = await createTestApp({ mailer, outbox: { maxAttempts: 1 } });
    admin = (await bearerFor(t, DEMO.admin)).auth;
    expect((await book('2025-09-12', '11:00 AM')).status).toBe(201);
    await t.context.outbox.idle();
    const failed = await get('/api/admin/bookings?mail=failed');
    expect(failed.body.data.map((b: { confirmationMail: string }) => b.confirmationMail)).toEqual(['failed']);
    expect((await get('/api/admin/dashboard')).body.data.bookings.failedConfirmationMails).toBe(1);
    up = true;
    const res = await post('/api/admin/bookings/1/resend');
    expect([res.status, res.body.data.confirmationMail]).toEqual([200, 'sent']);
    await t.context.outbox.idle();
    expect((await get('/api/admin/bookings?mail=sent')).headers['x-total-count']).toBe('1');
  });
});

describe('blocked dates and slots', () => {
  it('are kept by the admin and neither offered nor accepted by the public booking', async () => {
    const day = await post('/api/admin/booking-blocks', { date: '2025-09-15', reason: 'Holiday' });
    expect([day.status, day.body.data]).toEqual([
      201,
      expect.objectContaining({ id: 1, date: '2025-09-15', time: null, reason: 'Holiday' }),
    ]);
    expect((await post('/api/admin/booking-blocks', { date: '2025-09-15' })).status).toBe(409);
    const slot = await post('/api/admin/booking-blocks', { date: '2025-09-16', time: '11:00 AM' });
    expect(slot.status).toBe(201);
    expect((await post('/api/admin/booking-blocks', { date: '15/09/2025', time: 'noon' })).body.errors).toEqual({
      date: [expect.any(String)],
      time: [expect.any(String)],
    });

    expect((await t.api.get('/api/bookings/closed-dates')).body.data).toMatchObject({ dates: ['2025-09-15'] });
    expect((await t.api.get('/api/bookings/availability?date=2025-09-15')).body.data.closed).toHaveLength(10);
    expect((await t.api.get('/api/bookings/availability?date=2025-09-16')).body.data.closed).toEqual(['11:00 AM']);
    const onHoliday = await book('2025-09-15', '10:00 AM');
    expect([onHoliday.status, onHoliday.body.errors]).toEqual([400, { selectedDate: [BLOCK_MESSAGES.dayClosed] }]);
    const closedSlot = await book('2025-09-16', '11:00 AM');
    expect([closedSlot.status, closedSlot.body.errors]).toEqual([400, { selectedTime: [BLOCK_MESSAGES.slotClosed] }]);
    expect((await book('2025-09-16', '12:00 PM')).status).toBe(201);
    expect(
      (await post('/api/admin/bookings/1/reschedule', { selectedDate: '2025-09-15', selectedTime: '12:00 PM' })).status,
    ).toBe(400);
    expect(await t.rows('bookings')).toEqual([expect.objectContaining({ date: '2025-09-16', time: '12:00 PM' })]);

    const moved = await t.api
      .put(`/api/admin/booking-blocks/${slot.body.data.id}`)
      .set('Authorization', admin)
      .send({ date: '2025-09-16', time: '02:00 PM', reason: 'Audit' });
    expect(moved.body.data).toMatchObject({ time: '02:00 PM', reason: 'Audit' });
    expect((await book('2025-09-16', '11:00 AM', { email: 'ravi@example.com', phone: '+91 99999 22222' })).status).toBe(
      201,
    );
    expect((await t.api.delete('/api/admin/booking-blocks/1').set('Authorization', admin)).status).toBe(200);
    expect((await t.api.delete('/api/admin/booking-blocks/1').set('Authorization', admin)).status).toBe(404);
    expect((await get('/api/admin/booking-blocks?from=2025-09-01')).body.data.map((b: { id: number }) => b.id)).toEqual(
      [slot.body.data.id],
    );
    expect((await t.api.get('/api/bookings/closed-dates')).body.data.dates).toEqual([]);
  });

  it('are held by the database: one block per date and slot, a real slot or the whole day', async () => {
    const insert = (time: string | null) =>
      t
        .direct()
        .insertInto('bookingBlocks')
        .values({ date: '2025-09-15', time: time as never, reason: '', createdAt: '2025-09-01T00:00:00Z' })
        .execute();
    await insert(null);
    await expect(insert(null)).rejects.toHaveProperty('message', expect.stringMatching(/unique|duplicate/i));
    await expect(insert('13:00')).rejects.toHaveProperty('message', expect.stringMatching(/check/i));
  });

  it('are held by the database for bookings too: no confirmed booking is written onto a blocked day or slot', async () => {
    expect((await book('2025-09-16', '10:00 AM')).status).toBe(201);
    const block = (date: string, time: string | null) =>
      t
        .direct()
        .insertInto('bookingBlocks')
        .values({ date, time: time as never, reason: '', createdAt: '2025-09-01T00:00:00Z' })
        .execute();
    const move = (values: { date?: string; time?: string }) =>
      t
        .direct()
        .updateTable('bookings')
        .set(values as never)
        .where('id', '=', 1)
        .execute();
    await block('2025-09-16', '11:00 AM');
    await block('2025-09-17', null);
    // Written past the services' own check, as a block stored by another request a moment before would be.
    await expect(move({ time: '11:00 AM' })).rejects.toHaveProperty(
      'message',
      expect.stringContaining('booking_on_blocked_slot'),
    );
    await expect(move({ date: '2025-09-17' })).rejects.toHaveProperty(
      'message',
      expect.stringContaining('booking_on_blocked_day'),
    );
    await move({ time: '12:00 PM' });
    expect((await get('/api/admin/bookings')).body.data[0]).toMatchObject({
      reference: 'BK-000001',
      date: '2025-09-16',
      time: '12:00 PM',
    });
  });
});
