import { createTestApp, decodeQuotedPrintable, type TestApp } from '../../test/testApp';
import { BOOKING_FORM } from '../../test/validBodies';

// Reminders are outbox rows due at their time; the test drives the outbox's poll with the
// injectable clock (t.context.outbox.idle() sends what is due now) and "restarts" the server by
// starting a second app on the same database and mail folder.
const MINUTE = 60_000;
const START = Date.UTC(2025, 8, 12, 5, 30); // 12 September 2025, 11:00 IST
const DAY_REMINDER = START - 24 * 60 * MINUTE;
const LINK_REMINDER = START - 30 * MINUTE;

let t: TestApp;
let restarted: TestApp | undefined;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await restarted?.cleanup();
  restarted = undefined;
  await t.cleanup();
});

const book = (preferredMethod: string, date = '2025-09-12', time = '11:00 AM') =>
  t.api.post('/api/send-email').send({
    selectedService: { id: 8 },
    selectedDate: date,
    selectedTime: time,
    formData: { ...BOOKING_FORM, preferredMethod },
  });

const reminders = (app: TestApp) => app.outbox().filter((mail) => /Subject: Reminder:/.test(mail));
const linkMails = (app: TestApp) => app.outbox().filter((mail) => /Subject: Your meeting link/.test(mail));
const moveTo = (app: TestApp, at: number) => app.clock.advance(at - app.clock.now());

describe('booking reminders', () => {
  it('sends the day-before reminder and the video link once each, at their time, and not again after a restart', async () => {
    expect((await book('video-call')).status).toBe(201);
    await t.context.outbox.idle();
    expect(reminders(t)).toHaveLength(0);

    moveTo(t, DAY_REMINDER - 1);
    await t.context.outbox.idle();
    expect(reminders(t)).toHaveLength(0);
    moveTo(t, DAY_REMINDER);
    await t.context.outbox.idle();
    expect(reminders(t)).toHaveLength(1);
    const reminder = decodeQuotedPrintable(reminders(t)[0]);
    expect(reminder).toContain('To: asha@example.com');
    expect(reminder).toContain('Date: September 12, 2025');
    expect(reminder).toContain('Time: 11:00 AM (India Standard Time)');
    expect(linkMails(t)).toHaveLength(0);
    await t.context.outbox.idle();
    expect(reminders(t)).toHaveLength(1);

    // Another server process starts on the same data: it finds the reminder sent.
    restarted = await createTestApp({ sharing: { config: t.config, pgSchema: t.pgSchema, clock: t.clock } });
    await restarted.context.outbox.idle();
    expect(reminders(restarted)).toHaveLength(1);

    moveTo(t, LINK_REMINDER - 1);
    await restarted.context.outbox.idle();
    expect(linkMails(restarted)).toHaveLength(0);
    moveTo(t, LINK_REMINDER);
    await restarted.context.outbox.idle();
    await t.context.outbox.idle();
    expect(linkMails(restarted)).toHaveLength(1);
    const [row] = (await restarted.rows('bookings')) as Array<{ calendarUid: string }>;
    const random = /-([0-9a-f]{12})@/.exec(row.calendarUid)![1];
    expect(decodeQuotedPrintable(linkMails(restarted)[0])).toContain(
      `https://meet.jit.si/UtsavEvents-BK-000001-${random}`,
    );

    moveTo(t, START + 60 * MINUTE);
    await restarted.context.outbox.idle();
    await t.context.outbox.idle();
    expect([reminders(restarted).length, linkMails(restarted).length]).toEqual([1, 1]);
    expect((await restarted.rows('mailOutbox')).every((mail) => mail.status === 'sent')).toBe(true);
  });

  it('sends no meeting link for a phone call, and no day-before reminder for a booking made less than a day ahead', async () => {
    expect((await book('phone-call')).status).toBe(201);
    // 2 September 09:00 IST is 18.5 hours after the clock's 14:30 IST: past the notice, inside a day.
    expect((await book('video-call', '2025-09-02', '09:00 AM')).status).toBe(201);
    const pending = (await t.rows('mailOutbox')).filter((row) => String(row.relatedRole).startsWith('reminder'));
    expect(
      pending.map((row) => [
        row.relatedId,
        row.relatedRole,
        row.nextAttemptAtMs === undefined ? null : Number(row.nextAttemptAtMs),
      ]),
    ).toEqual([
      [1, 'reminder-day', DAY_REMINDER],
      [2, 'reminder-link', Date.UTC(2025, 8, 2, 3, 0)],
    ]);
    moveTo(t, START + 60 * MINUTE);
    await t.context.outbox.idle();
    expect(reminders(t)).toHaveLength(1);
    expect(linkMails(t)).toHaveLength(1);
  });
});
