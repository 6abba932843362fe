import { LOGIN_LIMITS } from '../server/modules/accounts/loginLimits';
import { LOCK_MESSAGES } from '../server/modules/accounts/loginLocks.service';
import { TRACKING_LIMIT } from '../server/modules/orders/tracking.routes';
import { registerBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { limitedServers } from './support/limitedServers';
import { readOutbox, waitForMailWith } from './support/outbox';
import type { ServerProcess } from './support/serverProcess';

/**
 * Per-address limits against IPv6 clients, and the account budget against guessers with many
 * networks: the real server with its real limits (RATE_LIMIT_FACTOR=1) behind a proxy
 * (TRUST_PROXY=1), each request naming its address in X-Forwarded-For. A 401 means the password
 * was checked and wrong, a 429 that it was not checked.
 */
const PASSWORD = 'Secret#123';
const limitedServer = limitedServers();

const login = (server: ServerProcess, address: string, email: string, password: string) =>
  server.api.post('/api/Auth/login').set('X-Forwarded-For', address).send({ email, password });

const count = (list: number[], status: number) => list.filter((value) => value === status).length;

/** An address in the n-th /64 of 2001:db8::/32, its host part `host`. */
const inNetwork = (n: number, host = 1) => `2001:db8:${n.toString(16)}:0:${host.toString(16)}::1`;

describeOnEngines('per-address keys and the account budget', (engine) => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await limitedServer(engine, `login-budget-${engine}`);
    for (const email of ['one.net@example.com', 'many.nets@example.com']) {
      const res = await server.api
        .post('/api/Auth/register')
        .set('X-Forwarded-For', '198.51.100.1')
        .send(registerBody(email, { password: PASSWORD, confirmPassword: PASSWORD }));
      expect(res.status).toBe(201);
    }
  });

  it('100 wrong passwords from 100 addresses of one /64 are checked as from one address (at most 5), and the right one from that /64 is then refused; order tracking counts the /64 as one client too', async () => {
    const email = 'one.net@example.com';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        login(server, `2001:db8:100:1::${(n + 1).toString(16)}`, email, `Wrong#${n}abc`).then((res) => res.status),
      ),
    );
    expect(count(answers, 401) + count(answers, 429)).toBe(100);
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.pair.freeFailures);
    const right = await login(server, '2001:db8:100:1:aaaa::1', email, PASSWORD);
    expect([right.status, right.body.message]).toEqual([
      429,
      'Too many attempts. Please wait a few minutes and try again.',
    ]);
    // Another network is another client: the owner elsewhere logs in.
    expect((await login(server, '2001:db8:100:2::1', email, PASSWORD)).status).toBe(200);

    // A number and a contact of its own per lookup: only the per-address limit can refuse them.
    const track = (address: string, n: number) =>
      server.api
        .post('/api/orders/track')
        .set('X-Forwarded-For', address)
        .send({ orderNumber: `ORD-NOPE-${n}`, emailOrPhone: `nobody${n}@example.com` })
        .then((res) => res.status);
    const tracked = await Promise.all(
      Array.from({ length: 3 * TRACKING_LIMIT.max }, (_, n) => track(`2001:db8:200:1::${(n + 1).toString(16)}`, n)),
    );
    expect([count(tracked, 404), count(tracked, 429)]).toEqual([TRACKING_LIMIT.max, 2 * TRACKING_LIMIT.max]);
  });

  it('guesses from 200 /64s are capped at the account budget; the unlock link is mailed once, and after following it the right password works', async () => {
    const email = 'many.nets@example.com';
    const networks = 200;
    // 300 guesses: every network once, half of them twice.
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        login(server, inNetwork(n % networks, 1 + Math.floor(n / networks)), email, `Wrong#${n}abc`).then(
          (res) => res.status,
        ),
      ),
    );
    expect(count(answers, 401) + count(answers, 429)).toBe(300);
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.budget.maxFailures);

    // The right password from a network that never guessed is refused: the account is locked.
    const right = await login(server, inNetwork(999), email, PASSWORD);
    expect([right.status, right.body]).toEqual([429, { isSuccess: false, message: LOCK_MESSAGES.locked }]);
    const mail = await waitForMailWith(server.dataDir, '/login?unlock=');
    expect(mail).toMatch(/^To: many\.nets@example\.com/m);
    const unlockMails = (await server.rows('mailOutbox')).filter((row) => String(row.subject).includes('locked'));
    expect(unlockMails).toHaveLength(1);

    const token = /\/login\?unlock=([\w-]+)/.exec(mail)![1];
    const unlocked = await server.api.post('/api/Auth/unlock').send({ token });
    expect([unlocked.status, unlocked.body.message]).toEqual([200, LOCK_MESSAGES.unlocked]);
    const after = await login(server, inNetwork(999), email, PASSWORD);
    expect([after.status, after.body.message]).toEqual([200, 'Login successful']);
    expect((await server.api.post('/api/Auth/unlock').send({ token })).status).toBe(400);
    // Still one unlock mail: following the link ended the lock, and nothing mails another.
    expect(readOutbox(server.dataDir).filter((text) => text.includes('/login?unlock='))).toHaveLength(1);
  });
});
