import { loadConfig } from '../server/platform/config';
import { NEWSLETTER_MESSAGES } from '../server/modules/inbox/submissions.service';
import { bookingBody } from './support/bodies';
import type { EngineKind } from '../server/platform/db/engine';
import { describeOnEngines, freshData, type TestData } from './support/engines';
import { freePort, startServer, type ServerProcess } from './support/serverProcess';
import { startSmtp, type SmtpSink } from './support/smtp';
import { sleep, waitFor } from './support/wait';

/**
 * The transactional mail outbox against a real SMTP server (smtp-server) and the real server
 * process: with SMTP down, a booking and a newsletter sign-up are stored and answered truthfully
 * ("queued", never "sent"); when SMTP comes up, the retries deliver each mail exactly once, with
 * the Message-ID fixed in the outbox when the mail was queued. Retries are shortened (first
 * after 300 ms, polling every 100 ms) so this takes seconds.
 */
const MAIL_TIMING = { MAIL_RETRY_BASE_MS: '300', MAIL_POLL_MS: '100' };
/** Where the company's booking notices go when COMPANY_INBOX is not set (the servers here leave it unset). */
const COMPANY_INBOX = loadConfig({}).companyInbox;
/** The seed's one active staff member, mailed each notification at once (server/modules/staff). */
const STAFF_EMAIL = 'admin@example.com';
/** Long enough for several polls and retry periods: a duplicate send would show up meanwhile. */
const QUIET_MS = 2000;

const servers: ServerProcess[] = [];
const sinks: SmtpSink[] = [];
const places: TestData[] = [];

async function serverWithSmtp(engine: EngineKind, label: string, smtpPort: number): Promise<ServerProcess> {
  const data = await freshData(engine, label);
  places.push(data);
  const server = await startServer(data.dataDir, {
    ...data.env,
    ...MAIL_TIMING,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  servers.push(server);
  return server;
}

async function smtpOn(port: number): Promise<SmtpSink> {
  const sink = await startSmtp(port);
  sinks.push(sink);
  return sink;
}

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const sink of sinks) await sink.close();
  for (const data of places) await data.remove();
});

/** Every line the server logged is about a send that failed and will be retried: no other error. */
function expectOnlyFailedSendsLogged(stderr: string) {
  const errors = stderr.split('\n').filter((line) => /error/i.test(line));
  expect(errors.length).toBeGreaterThan(0);
  for (const line of errors)
    expect(line).toMatch(/^Error: Mail <[^>]+> to \S+ not sent \(attempt \d+\): .*ECONNREFUSED/);
}

describeOnEngines('mail through a real SMTP server', (engine) => {
  it('SMTP down: stored and answered "queued"; once SMTP is up, each mail arrives exactly once with its stored Message-ID', async () => {
    const smtpPort = await freePort(); // nothing listens there yet
    const server = await serverWithSmtp(engine, `mail-down-${engine}`, smtpPort);

    const booking = await server.api.post('/api/send-email').send(bookingBody(11, { email: 'guest.down@example.com' }));
    expect([booking.status, booking.body.data?.confirmationMail]).toEqual([201, 'queued']);
    const reference = booking.body.data.reference as string;
    const signUp = await server.api.post('/api/newsletter').send({ email: 'reader.down@example.com' });
    expect([signUp.status, signUp.body.data, signUp.body.message]).toEqual([
      200,
      { welcomeMail: 'queued' },
      NEWSLETTER_MESSAGES.queued,
    ]);
    expect((await server.rows('bookings')).find((row) => row.reference === reference)).toMatchObject({
      mailCustomer: 'queued',
      mailCompany: 'queued',
    });
    // A booking's reminders wait in the outbox for their time (days ahead): not part of this.
    const queued = (await server.rows('mailOutbox')).filter((row) => !String(row.relatedRole).startsWith('reminder'));
    // The staff's notification of the booking (one staff member, mailed at once) comes first.
    expect(queued.map((row) => [row.recipient, row.status])).toEqual([
      [STAFF_EMAIL, 'pending'],
      ['guest.down@example.com', 'pending'],
      [COMPANY_INBOX, 'pending'],
      ['reader.down@example.com', 'pending'],
    ]);

    const sink = await smtpOn(smtpPort);
    const sendNow = async () =>
      (await server.rows('mailOutbox')).filter((row) => !String(row.relatedRole).startsWith('reminder'));
    const sent = await waitFor('every outbox row sent', sendNow, (rows) => rows.every((row) => row.status === 'sent'));
    await sleep(QUIET_MS);
    // Exactly one message per outbox row, to its recipient, with the Message-ID stored when it was queued.
    expect(sink.mails.map((mail) => ({ to: mail.to, messageId: mail.messageId }))).toEqual(
      expect.arrayContaining(sent.map((row) => ({ to: [row.recipient], messageId: row.messageId }))),
    );
    expect(sink.mails).toHaveLength(sent.length);
    expect(sent.map((row) => row.messageId)).toEqual(queued.map((row) => row.messageId));
    expect(sink.mails.find((mail) => mail.to[0] === COMPANY_INBOX)?.raw).toContain(reference);
    expect((await server.rows('bookings')).find((row) => row.reference === reference)).toMatchObject({
      mailCustomer: 'sent',
      mailCompany: 'sent',
    });
    expectOnlyFailedSendsLogged(server.stderr());
  });

  it('SMTP up from the start: a booking and a sign-up answer "sent", and the mail has arrived by then', async () => {
    const sink = await smtpOn(await freePort());
    const server = await serverWithSmtp(engine, `mail-up-${engine}`, sink.port);

    const booking = await server.api.post('/api/send-email').send(bookingBody(12, { email: 'guest.up@example.com' }));
    expect([booking.status, booking.body.data?.confirmationMail]).toEqual([201, 'sent']);
    expect(sink.mails.filter((mail) => mail.to[0] === 'guest.up@example.com')).toHaveLength(1);
    const signUp = await server.api.post('/api/newsletter').send({ email: 'reader.up@example.com' });
    expect([signUp.status, signUp.body.data, signUp.body.message]).toEqual([
      200,
      { welcomeMail: 'sent' },
      NEWSLETTER_MESSAGES.subscribed,
    ]);
    expect(sink.mails.filter((mail) => mail.to[0] === 'reader.up@example.com')).toHaveLength(1);

    // The company's notice and the staff's notification go out in the background; then nothing more.
    await waitFor(
      'the company notice and the staff notification',
      () => sink.mails.length,
      (count) => count === 4,
    );
    await sleep(QUIET_MS);
    expect(sink.mails.map((mail) => mail.to).sort()).toEqual(
      [[COMPANY_INBOX], [STAFF_EMAIL], ['guest.up@example.com'], ['reader.up@example.com']].sort(),
    );
    expect((await server.rows('bookings')).find((row) => row.reference === booking.body.data.reference)).toMatchObject({
      mailCustomer: 'sent',
      mailCompany: 'sent',
    });
    expect(server.stderr()).toBe('');
  });
});
