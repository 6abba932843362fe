import { loadConfig } from '../server/platform/config';
import { BOOKING_MESSAGES, PENDING_BOOKINGS_CAP } from '../server/modules/bookings/bookings.service';
import { phoneKey } from '../server/platform/lib/phone';
import { bookingBody, slotOf } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { readOutbox, waitForMails } from './support/outbox';
import { sleep } from './support/wait';
import { serversPerTest } from './support/serversPerTest';

/**
 * Emptying the booking calendar and turning the mailer on strangers, as reproduced against the
 * old server (31 client addresses booked all 307 free slots in 5 s, each booking mailing the
 * typed text to the typed address). Here, with the limits as shipped (RATE_LIMIT_FACTOR=1) and
 * X-Forwarded-For trusted so every request can come from another client: 31 client addresses
 * try 310 slots of the booking window at once, over two server processes on one database, with the
 * typed details rotating over a few e-mail addresses and phone numbers. Each identity holds at
 * most PENDING_BOOKINGS_CAP slots, and the customers' mails carry none of the typed text.
 */
const SLOTS = 310;
const CLIENTS = 31;
const EMAILS = Array.from({ length: 6 }, (_, n) => `victim${n}@example.com`);
const PHONES = Array.from({ length: 4 }, (_, n) => `+91 98765 0000${n}`);
// The name is link-free (a link in a name is refused, fields/noLinks); the message may hold one.
const SPAM = { name: 'Cheap watches, call 90000 00000', message: 'Claim your prize now: http://spam.example/win' };
const COMPANY_INBOX = loadConfig({}).companyInbox;
/** Long enough for the background sends of the company's notices to be written. */
const SETTLE_MS = 1500;

const run = serversPerTest();

describeOnEngines('the booking calendar and the mailer against one attacker with many client addresses', (engine) => {
  it(`each e-mail address and phone holds at most ${PENDING_BOOKINGS_CAP} slots, and the customers' mails are fixed text`, async () => {
    const { data, servers } = await run.start(engine, `booking-abuse-${engine}`, 2, {
      RATE_LIMIT_FACTOR: '1',
      TRUST_PROXY: '1',
    });

    const answers = await Promise.all(
      Array.from({ length: SLOTS }, (_, n) =>
        servers[n % 2].api
          .post('/api/send-email')
          .set('X-Forwarded-For', `198.51.100.${n % CLIENTS}`)
          .send(
            bookingBody(n, {
              ...SPAM,
              email: EMAILS[n % EMAILS.length],
              phone: PHONES[Math.floor(n / EMAILS.length) % PHONES.length],
            }),
          ),
      ),
    );

    // Every answer is the envelope: booked, or refused for the customer's cap or limit.
    const refusals = new Set([
      BOOKING_MESSAGES.pendingEmail,
      BOOKING_MESSAGES.pendingPhone,
      BOOKING_MESSAGES.tooManyForCustomer,
      BOOKING_MESSAGES.slotTaken,
    ]);
    for (const res of answers) {
      if (res.status === 201) continue;
      expect([res.status, res.body.isSuccess, refusals.has(res.body.message)]).toEqual([
        res.status === 429 ? 429 : 409,
        false,
        true,
      ]);
    }
    const booked = await servers[0].rows('bookings');
    expect(booked).toHaveLength(answers.filter((res) => res.status === 201).length);
    for (const email of EMAILS)
      expect([email, booked.filter((row) => row.email === email).length <= PENDING_BOOKINGS_CAP]).toEqual([
        email,
        true,
      ]);
    for (const phone of PHONES)
      expect([
        phone,
        booked.filter((row) => phoneKey(String(row.phone)) === phoneKey(phone)).length <= PENDING_BOOKINGS_CAP,
      ]).toEqual([phone, true]);
    const most = PENDING_BOOKINGS_CAP * Math.min(EMAILS.length, PHONES.length);
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.length).toBeLessThanOrEqual(most);
    // The calendar stays open for everyone else.
    const dates = [...new Set(Array.from({ length: SLOTS }, (_, n) => slotOf(n).selectedDate))];
    const taken = await Promise.all(dates.map((date) => servers[0].api.get(`/api/bookings/availability?date=${date}`)));
    expect(taken.reduce((sum, res) => sum + (res.body.data.taken as string[]).length, 0)).toBe(booked.length);

    // Two mails per booking (and the staff's notification, set aside here) and none for a refusal:
    // each stranger gets at most the cap, with none of the typed text.
    const notStaff = (mail: string) => !/^Subject: \[Back office\]/m.test(mail);
    const mails = (await waitForMails(data.dataDir, 3 * booked.length)).filter(notStaff);
    await sleep(SETTLE_MS);
    expect(readOutbox(data.dataDir).filter(notStaff)).toHaveLength(2 * booked.length);
    const recipient = (mail: string) => /^To: (.+)$/m.exec(mail)?.[1].trim();
    const toCustomers = mails.filter((mail) => recipient(mail) !== COMPANY_INBOX);
    expect(toCustomers).toHaveLength(booked.length);
    for (const mail of toCustomers) {
      expect(EMAILS).toContain(recipient(mail));
      expect(mail).not.toMatch(/spam\.example|Cheap watches|prize/);
    }
    for (const email of EMAILS)
      expect(toCustomers.filter((mail) => recipient(mail) === email).length).toBeLessThanOrEqual(PENDING_BOOKINGS_CAP);
    // The company's own copy keeps what was typed, for the team to judge.
    for (const mail of mails.filter((candidate) => recipient(candidate) === COMPANY_INBOX))
      expect(mail).toContain(SPAM.message);
    expect(servers.map((server) => server.stderr())).toEqual(['', '']);
  });
});
