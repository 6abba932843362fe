import { assertSameClaims, bearer, expectOk, login, mintAccessToken, SEED_CUSTOMER, tokenUsers } from './auth';
import { writerUserIds, type Layout } from './dataSets';
import { addressBody, bookingBodies, measure, rotation, type Measured } from './load';
import { otherCpuMeter } from './machine';
import { SHORT } from './mode';
import type { ExpectedStatuses } from './outcome';
import { BENCH_JWT_SECRET, type BenchServer, type StartResult } from './servers';
import { ROOT } from './processes';

/*
 * What `npm run bench:data` measures on one server process: the real server (bookings and
 * address writes, per-user reads, the product list) and plain json-server (the baseline).
 */

export const DURATION_S = Number(process.env.BENCH_DURATION ?? (SHORT ? 1 : 8));
export const READ_CONNECTIONS = 10;
/** 5 warm-up + 150 + 155 = every one of the 310 distinct (day, slot) pairs once per server start. */
export const BOOKINGS = SHORT ? { warmUp: 5, one: 20, ten: 40 } : { warmUp: 5, one: 150, ten: 155 };
export const ADDRESSES = SHORT ? { warmUp: 5, one: 40, ten: 60 } : { warmUp: 20, one: 300, ten: 300 };
/**
 * Plain json-server rewrites its whole file on every write (about a second at 100k): a few writes
 * are enough, and a run that only fails (at 1M) ends early instead of failing for minutes.
 */
export const PLAIN_WRITES = { one: 10, ten: 20, stopAfterFailures: 3, limitS: 60 };
/**
 * Plain json-server (lowdb) rewrites its file as one indented JSON string on every write; at 1M
 * that string is longer than V8 allows, so every write answers 500. That is a finding about the
 * baseline, not a broken bench.
 */
const PLAIN_WRITE_LIMIT: Record<string, ExpectedStatuses> = {
  '1M': { 500: 'plain json-server cannot rewrite a file this large (RangeError: Invalid string length)' },
};

export interface ServerRun {
  /** Why the server could not start or was not measured. */
  failure?: string;
  startMs?: number;
  rssAfterStartBytes?: number;
  rssAfterRunBytes?: number;
  rows: Measured[];
  /** The unmeasured warm-up runs (their answers count like the others'). */
  warmUp?: Measured[];
  /** Storage bytes written per successful write, by kind of write. */
  bytesPerWrite: Record<string, number>;
  /** Records of the user whose GETs are measured. */
  readUser?: { id: number; addresses: number; orders: number };
  /** Anything the server wrote to stderr. */
  stderr?: string;
  /** Share of the machine's CPU that other processes used during the run (noise). */
  otherCpuPercent?: number;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `runs` in order and returns storage bytes written per successful write over all of them. */
async function writeRuns(server: BenchServer, runs: Array<() => Promise<Measured>>, rows: Measured[]): Promise<number> {
  const before = server.writeBytes();
  let ok = 0;
  for (const run of runs) {
    const row = await run();
    rows.push(row);
    ok += row.ok;
  }
  // Work a write starts after its answer (the company's booking mail) belongs to that write.
  await settle(500);
  return ok ? Math.round((server.writeBytes() - before) / ok) : 0;
}

async function readUserRecords(server: BenchServer, userId: number, token: string): Promise<ServerRun['readUser']> {
  const count = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: bearer(token) });
    await expectOk(res, `GET ${path} as user ${userId}`);
    const body = (await res.json()) as { data?: unknown[] };
    return Array.isArray(body.data) ? body.data.length : Number.NaN;
  };
  return { id: userId, addresses: await count('/api/Address/user'), orders: await count('/api/Order/user') };
}

/** The seed's customer: present with the same records in every set, so the per-user reads compare like for like. */
export function readUserId(layout: Layout): number {
  const customer = (layout.seed.users ?? []).find((user) => user.role === 'Customer');
  if (!customer) throw new Error('The seed has no customer to read as');
  return Number(customer.id);
}

/** Runs `work` on a started server, then records memory and noise, stops it and keeps its stderr. */
async function onServer(
  started: StartResult,
  work: (server: BenchServer, run: ServerRun) => Promise<void>,
): Promise<ServerRun> {
  if (!started.ok) return { failure: `did not start: ${started.reason}`, rows: [], bytesPerWrite: {} };
  const { server } = started;
  const run: ServerRun = {
    startMs: server.startMs,
    rssAfterStartBytes: server.rssBytes(),
    rows: [],
    bytesPerWrite: {},
  };
  const otherCpu = otherCpuMeter(server.pid);
  try {
    await work(server, run);
    run.rssAfterRunBytes = server.rssBytes();
    run.otherCpuPercent = otherCpu();
  } catch (error) {
    // A scenario that cannot run (a refused login, a token the server does not accept) is a
    // result that fails the bench; the other sets are still measured and reported.
    run.failure = `not measured: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await server.stop();
    // Paths relative to the checkout: the saved results are committed and must not name this machine's folders.
    run.stderr = server.stderr().trim().split(`${ROOT}/`).join('') || undefined;
  }
  return run;
}

export const measureApp = (started: StartResult, layout: Layout) =>
  onServer(started, async (server, run) => {
    // The user whose records are read logs in as the site's login form does. The address writers
    // (200 accounts) get tokens minted with what the server signs and checks, their token
    // versions read from the server's own database, and the same claims as the real token.
    const readId = readUserId(layout);
    const session = await login(server.url, SEED_CUSTOMER);
    if (session.user.id !== readId)
      throw new Error(`${SEED_CUSTOMER.email} is user ${session.user.id}, the reads expect user ${readId}`);
    if (!server.source) throw new Error('the bench server does not say which database it runs on');
    const writerTokens = (await tokenUsers(server.source, writerUserIds(layout))).map((user) =>
      mintAccessToken(user, BENCH_JWT_SECRET),
    );
    assertSameClaims(session.accessToken, writerTokens[0]);

    const nextBooking = rotation(bookingBodies());
    const nextWriterToken = rotation(writerTokens);
    const bookings = (connections: number, amount: number) =>
      measure('POST /api/send-email', {
        url: `${server.url}/api/send-email`,
        method: 'POST',
        connections,
        amount,
        next: () => ({ body: nextBooking() }),
      });
    const addresses = (connections: number, amount: number) =>
      measure('POST /api/Address', {
        url: `${server.url}/api/Address`,
        method: 'POST',
        connections,
        amount,
        next: () => ({ body: addressBody(), headers: bearer(nextWriterToken()) }),
      });
    const readHeaders = bearer(session.accessToken);
    const reads: Array<[string, Record<string, string> | undefined]> = [
      ['/api/Order/user', readHeaders],
      ['/api/Address/user', readHeaders],
      ['/api/Product', undefined],
    ];

    // Warm-up (JIT, statement caches, first mail): not measured, but its answers are checked too.
    run.warmUp = [];
    run.warmUp.push(await bookings(1, BOOKINGS.warmUp));
    run.warmUp.push(await addresses(1, ADDRESSES.warmUp));
    for (const [path, headers] of reads)
      run.warmUp.push(
        await measure(`warm-up GET ${path}`, {
          url: `${server.url}${path}`,
          connections: READ_CONNECTIONS,
          duration: 1,
          headers,
        }),
      );

    run.bytesPerWrite.booking = await writeRuns(
      server,
      [() => bookings(1, BOOKINGS.one), () => bookings(10, BOOKINGS.ten)],
      run.rows,
    );
    run.bytesPerWrite.address = await writeRuns(
      server,
      [() => addresses(1, ADDRESSES.one), () => addresses(10, ADDRESSES.ten)],
      run.rows,
    );
    for (const [path, headers] of reads) {
      run.rows.push(
        await measure(`GET ${path}`, {
          url: `${server.url}${path}`,
          connections: READ_CONNECTIONS,
          duration: DURATION_S,
          headers,
        }),
      );
    }
    run.readUser = await readUserRecords(server, readId, session.accessToken);
  });

export const measurePlain = (started: StartResult, layout: Layout) =>
  onServer(started, async (server, run) => {
    const products = `${server.url}/products`;
    run.warmUp = [
      await measure('warm-up GET /products', { url: products, connections: READ_CONNECTIONS, duration: 1 }),
    ];
    run.rows.push(
      await measure('GET /products', { url: products, connections: READ_CONNECTIONS, duration: DURATION_S }),
    );
    const nextOwner = rotation(writerUserIds(layout));
    const addresses = (connections: number, amount: number) => () =>
      measure('POST /addresses', {
        url: `${server.url}/addresses`,
        method: 'POST',
        connections,
        amount,
        timeout: PLAIN_WRITES.limitS,
        maxSeconds: PLAIN_WRITES.limitS,
        stopAfterFailures: PLAIN_WRITES.stopAfterFailures,
        expected: PLAIN_WRITE_LIMIT[layout.set.name],
        next: () => ({ body: addressBody(nextOwner()) }),
      });
    run.bytesPerWrite.address = await writeRuns(
      server,
      [addresses(1, PLAIN_WRITES.one), addresses(10, PLAIN_WRITES.ten)],
      run.rows,
    );
  });
