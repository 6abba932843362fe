import path from 'node:path';
import autocannon from 'autocannon';
import { bookingBodies } from './lib/load';
import { ROOT, printTable, startAppServer, startPlainJsonServer, writeResults, type RunningServer } from './lib/processes';

/**
 * npm run bench:api — autocannon against the real server on a temp copy of the seed, with plain
 * json-server over the same data in the same run as the baseline. Prints requests/s, p50/p99
 * latency, errors and non-2xx answers, and the server's resident memory after the run.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const BUDGETS = { relativeThroughput: 0.8, p99Ms: 50, rssMb: 200 };

interface Row {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  note?: string;
}

async function run(scenario: string, options: autocannon.Options, note?: string): Promise<Row> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]));
  return {
    scenario,
    connections: options.connections ?? CONNECTIONS,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    note,
  };
}

async function loginToken(server: RunningServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: { tokens: { accessToken: string } } };
  return body.data.tokens.accessToken;
}

async function main() {
  const seed = path.join(ROOT, 'db.json');
  const plain = await startPlainJsonServer(seed);
  // Limits stay on for reads and login (successful logins are never limited).
  const app = await startAppServer({ RATE_LIMIT_FACTOR: '1' });
  // The booking write path is measured with the per-client booking limit off: every request of
  // a load generator comes from one address, and with the limit on all but the first few
  // bookings answer 429 by design (measured separately below).
  const writes = await startAppServer({ RATE_LIMIT_FACTOR: '0' });
  const rows: Row[] = [];
  let appRss = 0;
  let writesRss = 0;
  try {
    rows.push(await run('json-server GET /products (baseline)', { url: `${plain.url}/products` }));
    rows.push(await run('GET /api/Product', { url: `${app.url}/api/Product` }));
    const token = await loginToken(app, 'customer@example.com', 'Customer@12345');
    rows.push(await run('GET /api/Address/user (bearer)', { url: `${app.url}/api/Address/user`, headers: { Authorization: `Bearer ${token}` } }));
    rows.push(
      await run(
        'POST /api/Auth/login',
        {
          url: `${app.url}/api/Auth/login`,
          method: 'POST',
          connections: 10,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'customer@example.com', password: 'Customer@12345' }),
        },
        'bcrypt cost 10 (bcryptjs): each login costs about 90 ms of one core',
      ),
    );
    const bodies = bookingBodies();
    /** Bookings posted in day/slot order, from the first slot again on each run. */
    const bookings = (server: RunningServer, connections: number, amount: number): autocannon.Options => {
      let next = 0;
      return {
        url: `${server.url}/api/send-email`,
        method: 'POST',
        connections,
        amount,
        headers: { 'Content-Type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
      };
    };
    rows.push(
      await run(
        'POST /api/send-email (distinct slots)',
        bookings(writes, 10, bodies.length),
        `${bodies.length} bookings, every day and slot once; booking rate limit off`,
      ),
    );
    rows.push(await run('POST /api/send-email (limits on)', bookings(app, 5, 40), 'one client, one phone: 409 once the phone holds 2 upcoming bookings, 429 after the per-phone and per-client limits (deliberate)'));
  } finally {
    appRss = app.rssBytes();
    writesRss = writes.rssBytes();
    await Promise.all([plain.stop(), app.stop(), writes.stop()]);
  }

  printTable(
    ['scenario', 'conn', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'status codes'],
    rows.map((row) => [row.scenario, row.connections, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.errors, row.non2xx, JSON.stringify(row.statusCodes)]),
  );
  for (const row of rows) if (row.note) console.log(`  ${row.scenario}: ${row.note}`);

  const baseline = rows[0].requestsPerSecond;
  const product = rows[1];
  const relative = product.requestsPerSecond / baseline;
  const undeliberateNon2xx = rows.slice(1, 5).reduce((sum, row) => sum + row.non2xx + row.errors, 0);
  const checks = [
    [`GET /api/Product >= ${BUDGETS.relativeThroughput * 100}% of json-server`, `${(relative * 100).toFixed(0)}%`, relative >= BUDGETS.relativeThroughput],
    [`GET /api/Product p99 <= ${BUDGETS.p99Ms} ms`, `${product.p99Ms} ms`, product.p99Ms <= BUDGETS.p99Ms],
    ['no non-2xx apart from deliberate rate limits', String(undeliberateNon2xx), undeliberateNon2xx === 0],
    [`server RSS after the run <= ${BUDGETS.rssMb} MB`, `${(appRss / 1048576).toFixed(0)} MB (write server ${(writesRss / 1048576).toFixed(0)} MB)`, appRss <= BUDGETS.rssMb * 1048576 && writesRss <= BUDGETS.rssMb * 1048576],
  ] as const;
  console.log('');
  printTable(['budget', 'measured', 'result'], checks.map(([name, value, ok]) => [name, value, ok ? 'PASS' : 'FAIL']));
  const file = writeResults('api', {
    date: new Date().toISOString(),
    durationSeconds: DURATION_S,
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    rows,
    rssBytes: { app: appRss, writes: writesRss },
    checks: checks.map(([name, value, ok]) => ({ name, value, ok })),
  });
  console.log(`\nResults written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
