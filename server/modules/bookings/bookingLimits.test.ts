import { TIME_SLOTS } from '../../../src/shared/config/booking';
import { BOOKING_MESSAGES, PENDING_BOOKINGS_CAP } from './bookings.service';
import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';
import { BOOKING_CUSTOMER_RATE_LIMIT } from './bookings.routes';

// The booking calendar and the mailer against one person taking many slots or being mailed
// again and again: caps per e-mail address and phone, and a customer copy with fixed text only.

let t: TestApp;
afterEach(() => t.cleanup());

// The test clock starts on 1 September 2025, 14:30 IST: every date below is inside the booking window.
/** `2025-09-DD`: a day of September 2025. */
const september = (day: number) => `2025-09-${String(day).padStart(2, '0')}`;
const booking = (day: number, time: string, formData: Record<string, string> = {}) => ({
  selectedService: { id: 8 },
  selectedDate: september(day),
  selectedTime: time,
  formData: { ...BOOKING_FORM, ...formData },
});
/** `client` is the X-Forwarded-For address (the app trusts the proxy here): many clients, one person. */
const post = (body: object, client = '203.0.113.1') =>
  t.api.post('/api/send-email').set('X-Forwarded-For', client).send(body);
/** The n-th slot from 3 September on (all past the 12-hour notice). */
const slot = (n: number) => ({ day: 3 + Math.floor(n / TIME_SLOTS.length), time: TIME_SLOTS[n % TIME_SLOTS.length] });

describe('upcoming bookings per customer', () => {
  beforeEach(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });

  it(`an e-mail address holds at most ${PENDING_BOOKINGS_CAP}: the next one is 409 under the e-mail field, stored and mailed nothing`, async () => {
    for (let n = 0; n < PENDING_BOOKINGS_CAP; n += 1) {
      expect(
        (await post(booking(slot(n).day, slot(n).time, { phone: `98100 3000${n}` }), `198.51.100.${n}`)).status,
      ).toBe(201);
    }
    const refused = await post(
      booking(20, '09:00 AM', { email: 'ASHA@example.com', phone: '98100 39999' }),
      '198.51.100.99',
    );
    expect([refused.status, refused.body]).toEqual([
      409,
      {
        isSuccess: false,
        message: BOOKING_MESSAGES.pendingEmail,
        errors: { 'formData.email': [BOOKING_MESSAGES.pendingEmail] },
      },
    ]);
    expect(await t.rows('bookings')).toHaveLength(PENDING_BOOKINGS_CAP);
    await t.context.outbox.idle();
    expect(t.outbox()).toHaveLength(2 * PENDING_BOOKINGS_CAP);
    expect((await t.api.get('/api/bookings/availability?date=2025-09-20')).body.data.taken).toEqual([]);
  });

  it('a phone number too, however it is written', async () => {
    const ways = ['+91 98100 11111', '098100-11111', '9810011111'];
    for (let n = 0; n < PENDING_BOOKINGS_CAP; n += 1) {
      expect((await post(booking(3, TIME_SLOTS[n], { email: `someone${n}@example.com`, phone: ways[n] }))).status).toBe(
        201,
      );
    }
    const refused = await post(booking(4, '09:00 AM', { email: 'new@example.com', phone: ways[2] }));
    expect([refused.status, refused.body.errors]).toEqual([409, { 'formData.phone': [BOOKING_MESSAGES.pendingPhone] }]);
  });

  it('counts only bookings still to come: once their slots have started, the same e-mail address can book again', async () => {
    for (let n = 0; n < PENDING_BOOKINGS_CAP; n += 1) {
      expect((await post(booking(3, TIME_SLOTS[n], { phone: `98100 6000${n}` }), `198.51.100.${n}`)).status).toBe(201);
    }
    expect((await post(booking(10, '09:00 AM', { phone: '98100 69999' }), '198.51.100.50')).status).toBe(409);
    // 3 September, 10:00 IST: both held slots (09:00 and 10:00 AM) have started.
    t.clock.advance(Date.UTC(2025, 8, 3, 4, 30) - t.clock.now());
    expect((await post(booking(10, '09:00 AM', { phone: '98100 69999' }), '198.51.100.50')).status).toBe(201);
  });

  it('counts no cancelled booking: cancelling one through its manage link frees room for another', async () => {
    const tokens: string[] = [];
    for (let n = 0; n < PENDING_BOOKINGS_CAP; n += 1) {
      const res = await post(booking(5, TIME_SLOTS[n], { phone: `98100 7000${n}` }), `198.51.100.${n}`);
      expect(res.status).toBe(201);
      tokens.push(res.body.data.manageToken);
    }
    expect((await post(booking(11, '09:00 AM', { phone: '98100 79999' }), '198.51.100.50')).status).toBe(409);
    expect((await t.api.post(`/api/bookings/manage/${tokens[0]}/cancel`).send({})).status).toBe(200);
    expect((await post(booking(11, '09:00 AM', { phone: '98100 79999' }), '198.51.100.50')).status).toBe(201);
  });

  it('holds for parallel requests: of several at once for one e-mail address, exactly the cap are booked', async () => {
    const count = BOOKING_CUSTOMER_RATE_LIMIT.max;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        post(booking(slot(n).day, slot(n).time, { phone: `98100 4000${n}` }), `198.51.100.${n}`),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(PENDING_BOOKINGS_CAP);
    expect(answers.filter((res) => res.status === 409).map((res) => res.body.message)).toEqual(
      Array(count - PENDING_BOOKINGS_CAP).fill(BOOKING_MESSAGES.pendingEmail),
    );
    expect(await t.rows('bookings')).toHaveLength(PENDING_BOOKINGS_CAP);
  });

  it(`counts ${BOOKING_CUSTOMER_RATE_LIMIT.max} attempts an hour per e-mail address from any client, then 429 with Retry-After`, async () => {
    for (let n = 0; n < BOOKING_CUSTOMER_RATE_LIMIT.max; n += 1) {
      const res = await post(booking(slot(n).day, slot(n).time, { phone: `98100 5000${n}` }), `198.51.100.${n}`);
      expect(res.status).toBe(n < PENDING_BOOKINGS_CAP ? 201 : 409);
    }
    const blocked = await post(booking(25, '09:00 AM', { phone: '98100 59999' }), '198.51.100.200');
    expect([blocked.status, blocked.body]).toEqual([
      429,
      { isSuccess: false, message: BOOKING_MESSAGES.tooManyForCustomer },
    ]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another person from the same clients is not affected.
    expect(
      (await post(booking(25, '09:00 AM', { email: 'other@example.com', phone: '98100 59999' }), '198.51.100.200'))
        .status,
    ).toBe(201);
  });
});

describe("the customer's confirmation is fixed text", () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('carries none of what was typed into the form; the company copy has all of it', async () => {
    const spam = { name: 'Cheap pills, call 90000 00000', message: 'Visit http://spam.example/win for a prize' };
    expect((await post(booking(12, '11:00 AM', spam))).status).toBe(201);
    await t.context.outbox.idle();
    const mails = t.outbox().map(decodeQuotedPrintable);
    const to = (address: string) => mails.find((mail) => mail.split('\n').includes(`To: ${address}`))!;
    const [customer, company] = [to('asha@example.com'), to(t.config.companyInbox)];

    expect(customer).not.toMatch(/spam\.example|Cheap pills|prize/);
    expect(customer).toContain('Hello,');
    expect(customer).toContain('Service: Live Band');
    expect(customer).toContain('Reference: BK-000001');
    expect(company).toContain(spam.name);
    expect(company).toContain(spam.message);
  });
});
