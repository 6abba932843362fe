import http from 'node:http';
import { DEMO_CUSTOMER, logIn } from './support/accounts';
import { PASSWORD, meetingBody, registerBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { limitedServers } from './support/limitedServers';
import { readOutbox, waitForMailWith, waitForMails } from './support/outbox';
import type { ServerProcess } from './support/serverProcess';
import { sleep } from './support/wait';

/**
 * Finding out who has an account, or who registered for the meeting, from the answers: the
 * forgot-password timing, registering a taken e-mail, registering a taken mobile number. And
 * access tokens that must end at once on logout, logout everywhere and password reset. Real
 * limits (RATE_LIMIT_FACTOR=1) behind a proxy (TRUST_PROXY=1), each request from an address of
 * its own so the limits do not get in the way of the measurement.
 */
const limitedServer = limitedServers();

let addressCounter = 0;
/** A client address nobody has used yet (documentation range 100.64.0.0/10). */
const nextAddress = () => `100.64.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => keepAlive.destroy());

/** A JSON POST over one kept-alive connection (no connection set-up in the time), timed from sending to the last byte. */
function timedPost(
  server: ServerProcess,
  path: string,
  json: object,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown; elapsed: number }> {
  const payload = JSON.stringify(json);
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        agent: keepAlive,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
            elapsed: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

describeOnEngines('account and registration enumeration, token lifetime', (engine) => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await limitedServer(engine, `enumeration-${engine}`);
  });

  it('forgot-password answers a known and an unknown e-mail in the same time (medians of 30 each differ by < 1 ms)', async () => {
    let mailsExpected = readOutbox(server.dataDir).length;
    const ask = async (email: string) => {
      const { status, body, elapsed } = await timedPost(
        server,
        '/api/Auth/forgot-password',
        { email },
        { 'X-Forwarded-For': nextAddress() },
      );
      expect([status, body]).toEqual([
        200,
        { isSuccess: true, message: 'If an account exists for that e-mail, a reset link has been sent.', data: null },
      ]);
      // What the request started after its answer (the token and its mail) is over before the
      // next request is timed, so one request's work never lands in another's time.
      if (email === DEMO_CUSTOMER.email) mailsExpected += 1;
      await waitForMails(server.dataDir, mailsExpected);
      // ...and what follows the mail (its outcome is written back to the outbox row).
      await sleep(100);
      return elapsed;
    };
    const known = DEMO_CUSTOMER.email;
    let unknownCounter = 0;
    const unknown = () => `nobody-${++unknownCounter}@example.com`;
    // Warm-up: the connection, the code paths and the statements of both kinds.
    for (let n = 0; n < 10; n += 1) await ask(n % 2 ? known : unknown());

    /** 30 of each, interleaved in an order that changes, so drift in the machine's load hits both alike. */
    const round = async () => {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let n = 0; n < 30; n += 1) {
        for (const kind of n % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
          times[kind].push(await ask(kind === 'known' ? known : unknown()));
        }
      }
      return { known: median(times.known), unknown: median(times.unknown) };
    };
    // On a machine shared with other work, one round's medians can differ by a millisecond from
    // noise alone (two sets of unknown addresses did, measured here under load): up to three
    // rounds, and one must be within 1 ms. A path that does its work before answering (5-10 ms
    // more) fails every round.
    const rounds: Array<{ known: number; unknown: number }> = [];
    while (rounds.length < 3 && !rounds.some((medians) => Math.abs(medians.known - medians.unknown) < 1))
      rounds.push(await round());
    expect(
      rounds.map((medians) => ({ ...medians, within1ms: Math.abs(medians.known - medians.unknown) < 1 })),
    ).toContainEqual(expect.objectContaining({ within1ms: true }));
    // The known address did get its reset links (the work happened, after the answers).
    expect(readOutbox(server.dataDir).filter((mail) => mail.includes('/reset-password?token=')).length).toBe(
      5 + 30 * rounds.length,
    );
  });

  it('registering a taken e-mail answers exactly as a new one, changes nothing, and mails the owner instead', async () => {
    const usersBefore = await server.rows('users');
    const fresh = await server.api
      .post('/api/Auth/register')
      .set('X-Forwarded-For', nextAddress())
      .send(registerBody('brand.new@example.com'));
    const taken = await server.api
      .post('/api/Auth/register')
      .set('X-Forwarded-For', nextAddress())
      .send(registerBody('Customer@Example.com', { firstName: 'Mallory' }));
    expect([taken.status, taken.headers['content-length'], taken.body]).toEqual([
      fresh.status,
      fresh.headers['content-length'],
      fresh.body,
    ]);
    expect(fresh.status).toBe(201);

    const users = await server.rows('users');
    expect(users).toHaveLength(usersBefore.length + 1);
    expect(users.find((user) => user.email === DEMO_CUSTOMER.email)).toEqual(
      usersBefore.find((user) => user.email === DEMO_CUSTOMER.email),
    );
    const mail = await waitForMailWith(server.dataDir, 'Someone tried to register with your e-mail address');
    expect(mail).toMatch(/^To: customer@example\.com$/m);
    expect(mail).toContain('If it was you, log in, or choose a new password');
    expect(mail).not.toContain('Mallory');
    // The new account got its own welcome, and works.
    expect(readOutbox(server.dataDir).some((text) => /^To: brand\.new@example\.com$/m.test(text))).toBe(true);
    expect(
      (
        await server.api
          .post('/api/Auth/login')
          .set('X-Forwarded-For', nextAddress())
          .send({ email: 'brand.new@example.com', password: PASSWORD })
      ).status,
    ).toBe(200);
  });

  it("a meeting registration with a registered mobile number answers like a new one, without the first registrant's reference or data", async () => {
    const first = meetingBody({ name: 'Neha Gupta', city: 'Gurugram' });
    const original = await server.api
      .post('/api/meeting-registrations')
      .set('X-Forwarded-For', nextAddress())
      .send(first);
    const fresh = await server.api
      .post('/api/meeting-registrations')
      .set('X-Forwarded-For', nextAddress())
      .send(meetingBody({ name: 'Someone New' }));
    const probe = await server.api
      .post('/api/meeting-registrations')
      .set('X-Forwarded-For', nextAddress())
      .send(meetingBody({ name: 'Prober', city: 'Noida', mobile: first.mobile.replace(/\s/g, '') }));
    expect([probe.status, probe.body]).toEqual([fresh.status, fresh.body]);
    expect([original.status, original.body]).toEqual([fresh.status, fresh.body]);
    expect(JSON.stringify(probe.body)).not.toMatch(/MR-|Neha|Gurugram/);
    const stored = (await server.rows('meetingRegistrations')).filter(
      (row) => row.mobile === first.mobile || row.name === 'Prober',
    );
    expect(stored).toEqual([expect.objectContaining({ name: 'Neha Gupta', city: 'Gurugram' })]);
  });

  it('an access token ends at once on logout, on logout everywhere and on a password reset', async () => {
    const profile = (auth: string) => server.api.get('/api/User/profile').set('Authorization', auth);
    const ended = { isSuccess: false, message: 'Invalid access token' };

    const session = await logIn(server, DEMO_CUSTOMER);
    expect((await profile(session.auth)).status).toBe(200);
    expect((await server.api.post('/api/User/logout').send({ refreshToken: session.refreshToken })).status).toBe(200);
    const afterLogout = await profile(session.auth);
    expect([afterLogout.status, afterLogout.body]).toEqual([401, ended]);

    const phone = await logIn(server, DEMO_CUSTOMER);
    const laptop = await logIn(server, DEMO_CUSTOMER);
    expect((await server.api.post('/api/User/logout-everywhere').set('Authorization', laptop.auth)).status).toBe(200);
    for (const device of [phone, laptop]) {
      const res = await profile(device.auth);
      expect([res.status, res.body]).toEqual([401, ended]);
      expect(
        (await server.api.post('/api/Auth/refresh-token').send({ refreshToken: device.refreshToken })).status,
      ).toBe(401);
    }

    const beforeReset = await logIn(server, DEMO_CUSTOMER);
    const mailsBefore = readOutbox(server.dataDir).length;
    expect(
      (
        await server.api
          .post('/api/Auth/forgot-password')
          .set('X-Forwarded-For', nextAddress())
          .send({ email: DEMO_CUSTOMER.email })
      ).status,
    ).toBe(200);
    let token: string | undefined;
    for (let tries = 0; !token && tries < 200; tries += 1) {
      token = readOutbox(server.dataDir)
        .slice(mailsBefore)
        .join('\n')
        .match(/\/reset-password\?token=([\w-]+)/)?.[1];
      if (!token) await sleep(50);
    }
    const reset = await server.api
      .post('/api/Auth/reset-password')
      .send({ token, password: 'Brand#New123', confirmPassword: 'Brand#New123' });
    expect(reset.status).toBe(200);
    const afterReset = await profile(beforeReset.auth);
    expect([afterReset.status, afterReset.body]).toEqual([401, ended]);
    expect((await logIn(server, { email: DEMO_CUSTOMER.email, password: 'Brand#New123' })).id).toBe(beforeReset.id);
  });
});
