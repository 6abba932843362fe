import { TRACKING_LIMIT } from '../orders/tracking.routes';
import { LOGIN_LIMITS } from './loginLimits';
import { LOCK_MESSAGES, UNLOCK_LINK_HOURS } from './loginLocks.service';
import { createTestApp, decodeQuotedPrintable, DEMO, type TestApp } from '../../test/testApp';

/*
 * The per-address key (an IPv6 client by its /64) and the account budget with its mailed unlock
 * link. Behind a proxy (trustProxy), so each request names its address in X-Forwarded-For. The
 * budget tests run with RATE_LIMIT_FACTOR 0.2: a budget of 10 failed checks instead of 50.
 */

const FACTOR = 0.2;
const BUDGET = Math.round(LOGIN_LIMITS.budget.maxFailures * FACTOR);
const HOUR = 60 * 60_000;

let t: TestApp;
afterEach(() => t.cleanup());

const login = (address: string, email: string, password: string) =>
  t.api.post('/api/Auth/login').set('X-Forwarded-For', address).send({ email, password });
const wrong = (address: string, email: string = DEMO.customer.email) => login(address, email, 'Wrong#1234');
/** A distinct /64 per n. */
const network = (n: number) => `2001:db8:${n.toString(16)}:1::1`;

async function unlockMails(): Promise<string[]> {
  await t.context.background.idle();
  await t.context.outbox.idle();
  return t
    .outbox()
    .map(decodeQuotedPrintable)
    .filter((mail) => mail.includes('/login?unlock='));
}
const tokenIn = (mail: string) => mail.match(/\/login\?unlock=([\w-]+)/)![1];

/** Uses up the account's budget from distinct /64s (one failed check each) and tries once more. */
async function exhaustBudget(email: string) {
  for (let n = 0; n < BUDGET; n += 1) expect((await wrong(network(n), email)).status).toBe(401);
  return wrong(network(BUDGET), email);
}

describe('per-address limits key an IPv6 client by its /64', () => {
  beforeEach(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });

  it('login: wrong passwords from many addresses of one /64 lock the pair as from one address; another /64 is not locked', async () => {
    for (let n = 1; n <= LOGIN_LIMITS.pair.freeFailures; n += 1)
      expect((await wrong(`2001:db8:1:1::${n.toString(16)}`)).status).toBe(401);
    const same = await login('2001:db8:1:1:ffff::9', DEMO.customer.email, DEMO.customer.password);
    expect([same.status, same.body.message]).toEqual([
      429,
      'Too many attempts. Please wait a few minutes and try again.',
    ]);
    expect((await t.rows('rateLimits')).map((row) => row.key)).toContain(
      `login-pair:2001:db8:1:1::/64|${DEMO.customer.email}`,
    );
    expect((await login('2001:db8:1:2::1', DEMO.customer.email, DEMO.customer.password)).status).toBe(200);
  });

  it('order tracking counts one /64 as one client', async () => {
    // A number and a contact of its own per lookup: only the per-address limit can refuse them.
    const track = (address: string, n: number) =>
      t.api
        .post('/api/orders/track')
        .set('X-Forwarded-For', address)
        .send({ orderNumber: `ORD-NOPE-${n}`, emailOrPhone: `nobody${n}@example.com` });
    for (let n = 1; n <= TRACKING_LIMIT.max; n += 1) expect((await track(`2001:db8:7:7::${n}`, n)).status).toBe(404);
    expect((await track('2001:db8:7:7::abcd', 100)).status).toBe(429);
    expect((await track('2001:db8:7:8::1', 101)).status).toBe(404);
  });
});

describe('IPV6_LIMIT_PREFIX', () => {
  it('at 56, the /64s of one /56 are one client; an IPv4 client is its own address', async () => {
    t = await createTestApp({ config: { trustProxy: true, ipv6LimitPrefix: 56 } });
    for (let n = 1; n <= LOGIN_LIMITS.pair.freeFailures; n += 1)
      expect((await wrong(`2001:db8:1:1${n.toString(16).padStart(2, '0')}::1`)).status).toBe(401);
    expect((await wrong('2001:db8:1:1ff::1')).status).toBe(429);
    expect((await wrong('2001:db8:1:200::1')).status).toBe(401);
    expect((await wrong('192.0.2.1')).status).toBe(401);
  });
});

describe('the account budget', () => {
  beforeEach(async () => {
    t = await createTestApp({ config: { trustProxy: true, rateLimitFactor: FACTOR } });
  });

  it('locks the account after its budget of failed checks from any addresses, mails one unlock link, and the link lifts the lock once', async () => {
    const over = await exhaustBudget(DEMO.customer.email);
    expect([over.status, over.body]).toEqual([429, { isSuccess: false, message: LOCK_MESSAGES.locked }]);
    // The right password, from anywhere, is refused too, and nothing more is counted or mailed.
    const right = await login('198.51.100.20', DEMO.customer.email, DEMO.customer.password);
    expect([right.status, right.body.message]).toEqual([429, LOCK_MESSAGES.locked]);
    await Promise.all(Array.from({ length: 5 }, (_, n) => wrong(network(100 + n))));
    const mails = await unlockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: customer@example.com/m);
    expect(mails[0]).not.toContain(DEMO.customer.password);
    const [lock] = await t.rows('loginLocks');
    const token = tokenIn(mails[0]);
    // Stored hashed, never as sent.
    expect(lock).toMatchObject({ email: DEMO.customer.email, tokenHash: expect.any(String) });
    expect(JSON.stringify(await t.rows('loginLocks'))).not.toContain(token);

    const unlocked = await t.api.post('/api/Auth/unlock').send({ token });
    expect([unlocked.status, unlocked.body]).toEqual([
      200,
      { isSuccess: true, message: LOCK_MESSAGES.unlocked, data: null },
    ]);
    expect((await login('198.51.100.20', DEMO.customer.email, DEMO.customer.password)).status).toBe(200);
    // Single use; and the budget starts again from nothing.
    const again = await t.api.post('/api/Auth/unlock').send({ token });
    expect([again.status, again.body.errors.token]).toEqual([400, [LOCK_MESSAGES.unlockInvalid]]);
    expect((await wrong(network(300))).status).toBe(401);
  });

  it('answers an e-mail without an account exactly the same, and mails nothing', async () => {
    const known = await exhaustBudget(DEMO.customer.email);
    const unknown = await exhaustBudget('nobody@example.com');
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect((await unlockMails()).map((mail) => /^To: (.*)$/m.exec(mail)![1])).toEqual(['customer@example.com']);
    expect((await t.api.post('/api/Auth/unlock').send({ token: 'not-a-token' })).status).toBe(400);
  });

  it('a password reset lifts the lock', async () => {
    await exhaustBudget(DEMO.customer.email);
    await t.api.post('/api/Auth/forgot-password').send({ email: DEMO.customer.email });
    await t.context.background.idle();
    await t.context.outbox.idle();
    const reset = t
      .outbox()
      .map(decodeQuotedPrintable)
      .map((mail) => mail.match(/\/reset-password\?token=([\w-]+)/)?.[1])
      .find(Boolean)!;
    const password = 'Brand#New123';
    expect(
      (await t.api.post('/api/Auth/reset-password').send({ token: reset, password, confirmPassword: password })).status,
    ).toBe(200);
    expect(await t.rows('loginLocks')).toEqual([]);
    expect((await login('198.51.100.20', DEMO.customer.email, password)).status).toBe(200);
  });

  it(`an unlock link works for ${UNLOCK_LINK_HOURS} hours; a login tried after that mails a new one`, async () => {
    await exhaustBudget(DEMO.customer.email);
    const [first] = await unlockMails();
    t.clock.advance(UNLOCK_LINK_HOURS * HOUR + 1);
    expect((await t.api.post('/api/Auth/unlock').send({ token: tokenIn(first) })).status).toBe(400);
    expect((await login('198.51.100.20', DEMO.customer.email, DEMO.customer.password)).status).toBe(429);
    const mails = await unlockMails();
    expect(mails).toHaveLength(2);
    expect((await t.api.post('/api/Auth/unlock').send({ token: tokenIn(mails[1]) })).status).toBe(200);
    expect((await login('198.51.100.20', DEMO.customer.email, DEMO.customer.password)).status).toBe(200);
  });
});
