import { LOGIN_LIMITS } from '../server/modules/accounts/loginLimits';
import { DEMO_CUSTOMER } from './support/accounts';
import { registerBody } from './support/bodies';
import { describeOnEngines } from './support/engines';
import { limitedServers } from './support/limitedServers';
import { readProbe } from './support/eventLoop';
import type { ServerProcess } from './support/serverProcess';

/**
 * Login bursts against the real server with its real limits (RATE_LIMIT_FACTOR=1), behind a
 * proxy (TRUST_PROXY=1) so each request can come from an address of its own (X-Forwarded-For).
 * A 401 means the password was checked and wrong, a 429 that it was not checked: the number of
 * 401s is the number of checks, and the stored account counter must agree with it. Meanwhile
 * `GET /`, sent again and again from the burst's first answer to its last, keeps being answered
 * (median) and the server's own event-loop delay p99 stays well under a second: the 9-18 s once seen
 * came from hashing on the main thread, and passwords are now hashed on the libuv pool. Neither is
 * held to the 200 ms / 100 ms a single hostile request is (shapes, urls): 100 requests that arrive
 * together are read in one turn of the loop, about 2 ms of request handling each, so the GET behind
 * them measured 130-630 ms on this 2-core machine depending on its other load.
 */
const BURST_LIMIT_MS = 1000;
const PASSWORD = 'Secret#123';
const limitedServer = limitedServers();

const login = (server: ServerProcess, address: string, email: string, password: string) =>
  server.api.post('/api/Auth/login').set('X-Forwarded-For', address).send({ email, password });

/**
 * Sends `count` requests at once and, from the first answer (the server has read the burst and is
 * working through it) to the last, times sequential `GET /` requests. Returns the answers and the
 * slowest `GET /` (ms).
 */
async function burstTimingHome(server: ServerProcess, count: number, send: (n: number) => Promise<{ status: number }>) {
  await readProbe(server);
  let started!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (started = resolve));
  let done = false;
  const times: number[] = [];
  const probe = (async () => {
    await firstAnswer;
    while (!done) {
      const sent = performance.now();
      await server.api.get('/');
      times.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, n) => send(n).then((res) => (started(), res.status))),
  );
  done = true;
  await probe;
  const { p99Ms } = await readProbe(server);
  const sorted = [...times].sort((a, b) => a - b);
  return { answers, loopP99Ms: p99Ms, medianGetMs: sorted[Math.floor(sorted.length / 2)] ?? 0, samples: times.length };
}

/** The stored count of failed checks for an account, over all addresses (0 when none). */
async function storedFailures(server: ServerProcess, email: string): Promise<number> {
  const row = (await server.rows('rateLimits')).find((record) => record.key === `login-account:${email}`);
  return Number(row?.count ?? 0);
}

const count = (list: number[], status: number) => list.filter((value) => value === status).length;

describeOnEngines('login bursts against one account', (engine) => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await limitedServer(engine, `logins-${engine}`);
    for (const email of ['burst.one@example.com', 'burst.many@example.com']) {
      const res = await server.api
        .post('/api/Auth/register')
        .set('X-Forwarded-For', '198.51.100.1')
        .send(registerBody(email, { password: PASSWORD, confirmPassword: PASSWORD }));
      expect(res.status).toBe(201);
    }
  });

  it('100 parallel wrong passwords from one address: at most 5 are checked, the right password after them is refused (429), GET / stays fast; right passwords for other accounts from there still log in', async () => {
    const email = 'burst.one@example.com';
    const { answers, loopP99Ms, medianGetMs, samples } = await burstTimingHome(server, 100, (n) =>
      login(server, '203.0.113.7', email, `Wrong#${n}abc`),
    );
    expect([count(answers, 401), count(answers, 429), answers.length]).toEqual([
      count(answers, 401),
      100 - count(answers, 401),
      100,
    ]);
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.pair.freeFailures);
    expect(await storedFailures(server, email)).toBe(count(answers, 401));

    const right = await login(server, '203.0.113.7', email, PASSWORD);
    expect([right.status, right.body]).toEqual([
      429,
      { isSuccess: false, message: 'Too many attempts. Please wait a few minutes and try again.' },
    ]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, is not locked out by the burst.
    expect((await login(server, '198.51.100.1', email, PASSWORD)).status).toBe(200);
    // More failures from the address over other accounts use up its limit; an office behind
    // that address still logs in with right passwords (one try per account).
    const more = LOGIN_LIMITS.address.strictAfter - count(answers, 401);
    // One after another: this step fills the address's count to the limit exactly, which parallel
    // requests (each reserving before its check) would only reach by racing each other.
    const others: Array<{ status: number }> = [];
    for (let n = 0; n < more; n++)
      others.push(await login(server, '203.0.113.7', `other${n % 10}@example.com`, `Wrong#${n}abc`));
    expect(
      count(
        others.map((res) => res.status),
        401,
      ),
    ).toBe(more);
    const colleague = await login(server, '203.0.113.7', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect([colleague.status, colleague.body.message]).toEqual([200, 'Login successful']);

    expect(samples).toBeGreaterThan(0);
    expect(loopP99Ms).toBeLessThan(BURST_LIMIT_MS);
    expect(medianGetMs).toBeLessThan(BURST_LIMIT_MS);
  });

  it('100 parallel wrong passwords from 20 addresses: at most 10 plus one per address are checked, each address is then refused the right password (429)', async () => {
    const email = 'burst.many@example.com';
    const addresses = Array.from({ length: 20 }, (_, n) => `192.0.2.${n + 10}`);
    const { answers, loopP99Ms, medianGetMs } = await burstTimingHome(server, 100, (n) =>
      login(server, addresses[n % 20], email, `Wrong#${n}abc`),
    );
    expect(count(answers, 401) + count(answers, 429)).toBe(100);
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.account.strictAfter + addresses.length);
    expect(await storedFailures(server, email)).toBe(count(answers, 401));

    for (const address of addresses) {
      const right = await login(server, address, email, PASSWORD);
      expect([address, right.status]).toEqual([address, 429]);
    }
    expect((await login(server, '198.51.100.1', email, PASSWORD)).status).toBe(200);
    expect(loopP99Ms).toBeLessThan(BURST_LIMIT_MS);
    expect(medianGetMs).toBeLessThan(BURST_LIMIT_MS);
  });
});
