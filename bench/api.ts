import path from 'node:path';
import autocannon from 'autocannon';
import { bearer, login, SEED_CUSTOMER } from './lib/auth';
import { bookingBodies } from './lib/load';
import { SHORT } from './lib/mode';
import { Verdict, withOverrides, type BudgetCheck, type ExpectedStatuses } from './lib/outcome';
import {
  ROOT,
  printTable,
  startAppServer,
  startPlainJsonServer,
  writeResults,
  type RunningServer,
} from './lib/processes';

/**
 * npm run bench:api — autocannon against the real server on a temp copy of the seed, with plain
 * json-server over the same data in the same run as the baseline. Prints requests/s, p50/p99
 * latency, errors and answers by status, and the server's resident memory after the run.
 * Exits 1 on an answer outside 2xx that its scenario does not declare, or a missed budget.
 * Short mode (BENCH_SHORT=1 or --short): 1 s per scenario and fewer bookings; the throughput,
 * latency and memory budgets are then reported, not enforced; the answers always are.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? (SHORT ? 1 : 10));
const CONNECTIONS = 50;
const BUDGETS = withOverrides('api', { relativeThroughput: 0.8, p99Ms: 50, rssMb: 200 });
/** One client with one phone booking again and again: refused by design once the limits apply. */
const LIMITED_BOOKINGS: ExpectedStatuses = {
  409: 'the phone already holds 2 upcoming bookings',
  429: 'per-phone and per-client booking limits',
};

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
  expected?: ExpectedStatuses;
}

async function run(
  scenario: string,
  options: autocannon.Options,
  note?: string,
  expected?: ExpectedStatuses,
): Promise<Row> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  );
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
    expected,
  };
}

async function main() {
  const verdict = new Verdict('api');
  const seed = path.join(ROOT, 'db.json');
  const plain = await startPlainJsonServer(seed);
  // Limits stay on for the reads.
  const app = await startAppServer({ RATE_LIMIT_FACTOR: '1' });
  // Login and the booking write path are measured with the limits off: every request of a load
  // generator comes from one address, and with the limits on parallel logins to one account
  // lock that account for this address, and all but the first few bookings answer 429, by
  // design (measured separately below).
  const writes = await startAppServer({ RATE_LIMIT_FACTOR: '0' });
  const rows: Row[] = [];
  let appRss = 0;
  let writesRss = 0;
  try {
    rows.push(await run('json-server GET /products (baseline)', { url: `${plain.url}/products` }));
    rows.push(await run('GET /api/Product', { url: `${app.url}/api/Product` }));
    const { accessToken } = await login(app.url, SEED_CUSTOMER);
    rows.push(
      await run('GET /api/Address/user (bearer)', { url: `${app.url}/api/Address/user`, headers: bearer(accessToken) }),
    );
    rows.push(
      await run(
        'POST /api/Auth/login',
        {
          url: `${writes.url}/api/Auth/login`,
          method: 'POST',
          connections: 10,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(SEED_CUSTOMER),
        },
        'argon2id (19 MiB, 2 passes) on the thread pool, at most 2 hashes at once per process; login limits off',
      ),
    );
    // Short mode books fewer slots: each booking writes two mails with a calendar invite.
    const bodies = bookingBodies().slice(0, SHORT ? 40 : undefined);
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
        `${bodies.length} bookings, each day and slot at most once; booking rate limit off`,
      ),
    );
    rows.push(
      await run(
        'POST /api/send-email (limits on)',
        bookings(app, 5, 40),
        'one client, one phone: 409 once the phone holds 2 upcoming bookings, 429 after the per-phone and per-client limits (deliberate)',
        LIMITED_BOOKINGS,
      ),
    );
  } catch (error) {
    verdict.fail(`a scenario could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    appRss = app.rssBytes();
    writesRss = writes.rssBytes();
    await Promise.all([plain.stop(), app.stop(), writes.stop()]);
  }

  printTable(
    ['scenario', 'conn', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'status codes'],
    rows.map((row) => [
      row.scenario,
      row.connections,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.errors,
      row.non2xx,
      JSON.stringify(row.statusCodes),
    ]),
  );
  for (const row of rows) if (row.note) console.log(`  ${row.scenario}: ${row.note}`);

  verdict.answers(rows);
  const baseline = rows[0]?.requestsPerSecond ?? NaN;
  const product = rows[1];
  const relative = (product?.requestsPerSecond ?? NaN) / baseline;
  const checks: BudgetCheck[] = [
    {
      budget: `GET /api/Product >= ${BUDGETS.relativeThroughput * 100}% of json-server`,
      measured: `${(relative * 100).toFixed(0)}%`,
      ok: relative >= BUDGETS.relativeThroughput,
      inShortMode: 'report',
    },
    {
      budget: `GET /api/Product p99 <= ${BUDGETS.p99Ms} ms`,
      measured: `${product?.p99Ms} ms`,
      ok: (product?.p99Ms ?? Infinity) <= BUDGETS.p99Ms,
      inShortMode: 'report',
    },
    {
      budget: `server RSS after the run <= ${BUDGETS.rssMb} MB`,
      measured: `${(appRss / 1048576).toFixed(0)} MB (write server ${(writesRss / 1048576).toFixed(0)} MB)`,
      ok: appRss <= BUDGETS.rssMb * 1048576 && writesRss <= BUDGETS.rssMb * 1048576,
      // Memory after a few seconds of load is not the figure after the full run.
      inShortMode: 'report',
    },
  ];
  console.log('');
  verdict.printBudgets(checks);
  const file = writeResults('api', {
    date: new Date().toISOString(),
    durationSeconds: DURATION_S,
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    rows,
    rssBytes: { app: appRss, writes: writesRss },
    checks,
  });
  console.log(`\nResults written to ${file}`);
  verdict.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
