import { TOKEN_MESSAGES } from '../server/modules/accounts/tokens.service';
import { DEMO_CUSTOMER } from './support/accounts';
import { describeOnEngines, freshData, type TestData } from './support/engines';
import { startServer, type ServerProcess } from './support/serverProcess';
import { waitFor } from './support/wait';

/**
 * Login sessions across devices, tabs and server processes, on one database: a logout ends only
 * its own device's session (access and refresh tokens), logout-everywhere still ends them all;
 * two tabs refreshing with the same token at the same moment (also on two processes) both stay
 * logged in on one session, while a reuse after the refresh grace ends the session. And a
 * production-mode process does not let http://localhost:3000 call the API cross-origin.
 */

type Tokens = { accessToken: string; refreshToken: string };

/** The refresh grace of the third process (REFRESH_GRACE_MS): any retry that reaches it is late. */
const SHORT_GRACE_MS = 1;

describeOnEngines('login sessions on two devices and two tabs', (engine) => {
  let data: TestData;
  /** Two processes with the default grace (10 s), as behind a load balancer. */
  let servers: ServerProcess[] = [];
  /** NODE_ENV=production with a 1 ms grace, on the same database. */
  let production: ServerProcess;

  beforeAll(async () => {
    data = await freshData(engine, `sessions-${engine}`);
    // The first one sets the database up; the others then start side by side.
    servers = [await startServer(data.dataDir, data.env)];
    const [second, third] = await Promise.all([
      startServer(data.dataDir, data.env),
      startServer(data.dataDir, { ...data.env, NODE_ENV: 'production', REFRESH_GRACE_MS: String(SHORT_GRACE_MS) }),
    ]);
    servers.push(second);
    production = third;
  });

  afterAll(async () => {
    for (const server of [...servers, production]) await server?.stop();
    await data?.remove();
  });

  const login = async (server: ServerProcess): Promise<Tokens> => {
    const res = await server.api.post('/api/Auth/login').send(DEMO_CUSTOMER);
    expect(res.status).toBe(200);
    return res.body.data.tokens as Tokens;
  };
  const profile = (server: ServerProcess, accessToken: string) =>
    server.api.get('/api/User/profile').set('Authorization', `Bearer ${accessToken}`);
  const refresh = (server: ServerProcess, refreshToken: string) =>
    server.api.post('/api/Auth/refresh-token').send({ refreshToken });

  it('a logout ends that device only: its access and refresh tokens are refused, the other device goes on; logout everywhere ends both', async () => {
    const [a, b] = servers;
    const phone = await login(a);
    const laptop = await login(b);

    expect((await a.api.post('/api/User/logout').send({ refreshToken: phone.refreshToken })).status).toBe(200);
    for (const server of servers) {
      const access = await profile(server, phone.accessToken);
      expect([access.status, access.body.message]).toEqual([401, 'Invalid access token']);
      expect([(await refresh(server, phone.refreshToken)).status]).toEqual([401]);
      // The laptop's session is untouched, on either process.
      expect((await profile(server, laptop.accessToken)).status).toBe(200);
    }
    const rotated = await refresh(b, laptop.refreshToken);
    expect(rotated.status).toBe(200);
    const laptopNow = rotated.body.data as Tokens;
    expect((await profile(a, laptopNow.accessToken)).status).toBe(200);

    // Logout everywhere (from a third login) still ends every session and every access token.
    const tablet = await login(a);
    expect(
      (await b.api.post('/api/User/logout-everywhere').set('Authorization', `Bearer ${tablet.accessToken}`)).status,
    ).toBe(200);
    for (const tokens of [laptop, laptopNow, tablet]) {
      expect((await profile(a, tokens.accessToken)).status).toBe(401);
    }
    for (const tokens of [laptopNow, tablet]) expect((await refresh(b, tokens.refreshToken)).status).toBe(401);
  });

  it('two tabs refreshing with one token at the same moment, on two processes, both get the same new token and the session goes on; a reuse after the grace ends it', async () => {
    const [a, b] = servers;
    for (let round = 0; round < 3; round++) {
      const tokens = await login(a);
      const [tabA, tabB] = await Promise.all([refresh(a, tokens.refreshToken), refresh(b, tokens.refreshToken)]);
      expect([round, tabA.status, tabB.status]).toEqual([round, 200, 200]);
      const current = tabA.body.data.refreshToken as string;
      expect(tabB.body.data.refreshToken).toBe(current);
      expect(current).not.toBe(tokens.refreshToken);
      for (const tab of [tabA, tabB]) expect((await profile(b, tab.body.data.accessToken)).status).toBe(200);
      // The session goes on: its new token rotates as usual.
      const next = await refresh(b, current);
      expect(next.status).toBe(200);
      await a.api.post('/api/User/logout').send({ refreshToken: next.body.data.refreshToken });
    }

    // Same-process tabs too.
    const same = await login(b);
    const both = await Promise.all([refresh(b, same.refreshToken), refresh(b, same.refreshToken)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both[1].body.data.refreshToken).toBe(both[0].body.data.refreshToken);

    // A rotation, then the old token again where the grace (1 ms) is over: a reuse that ends the session.
    const tokens = await login(a);
    const rotated = await refresh(a, tokens.refreshToken);
    expect(rotated.status).toBe(200);
    const sessionId = tokens.refreshToken.split('.')[0];
    const row = (await a.rows('refreshSessions')).find((session) => session.id === sessionId)!;
    await waitFor(
      'the short grace to pass',
      () => Date.now(),
      (now) => now > Number(row.rotatedAtMs) + SHORT_GRACE_MS,
    );
    const late = await refresh(production, tokens.refreshToken);
    expect([late.status, late.body.message]).toEqual([401, TOKEN_MESSAGES.reuse]);
    expect((await refresh(a, rotated.body.data.refreshToken)).status).toBe(401);
    expect((await profile(b, rotated.body.data.accessToken)).status).toBe(401);
  });

  it('a second retry within the grace is a reuse: the session ends', async () => {
    const [a, b] = servers;
    const tokens = await login(a);
    const first = await refresh(a, tokens.refreshToken);
    const retry = await refresh(b, tokens.refreshToken);
    expect([first.status, retry.status]).toEqual([200, 200]);
    const third = await refresh(a, tokens.refreshToken);
    expect([third.status, third.body.message]).toEqual([401, TOKEN_MESSAGES.reuse]);
    expect((await refresh(b, first.body.data.refreshToken)).status).toBe(401);
  });

  it('in production mode, a preflight from http://localhost:3000 gets no Access-Control-Allow-Origin; PUBLIC_URL does', async () => {
    const preflight = (server: ServerProcess, origin: string) =>
      server.api
        .options('/api/Auth/refresh-token')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
    const local = await preflight(production, 'http://localhost:3000');
    expect(local.headers['access-control-allow-origin']).toBeUndefined();
    const own = await preflight(production, production.origin);
    expect(own.headers['access-control-allow-origin']).toBe(production.origin);
    // Development mode (no NODE_ENV, as `npm start` and the e2e tests run) keeps the old default.
    expect((await preflight(servers[0], 'http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );
  });
});
