import { writerUserIds, type Layout } from './dataSets';
import { accessToken, addressBody, bearer, bookingBodies, measure, rotation, type Measured } from './load';
import { otherCpuMeter } from './machine';
import type { BenchServer, StartResult } from './servers';

/*
 * What `npm run bench:data` measures on one server process: the real server (bookings and
 * address writes, per-user reads, the product list) and plain json-server (the baseline).
 */

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
export const READ_CONNECTIONS = 10;
/** 5 warm-up + 150 + 155 = every one of the 310 distinct (day, slot) pairs once per server start. */
export const BOOKINGS = { warmUp: 5, one: 150, ten: 155 };
export const ADDRESSES = { warmUp: 20, one: 300, ten: 300 };
/**
 * Plain json-server rewrites its whole file on every write (about a second at 100k): a few writes
 * are enough, and a run that only fails (at 1M) ends early instead of failing for minutes.
 */
export const PLAIN_WRITES = { one: 10, ten: 20, stopAfterFailures: 3, limitS: 60 };

export interface ServerRun {
  /** Why the server could not start or was not measured. */
  failure?: string;
  startMs?: number;
  rssAfterStartBytes?: number;
  rssAfterRunBytes?: number;
  rows: Measured[];
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

async function readUserRecords(server: BenchServer, userId: number): Promise<ServerRun['readUser']> {
  const count = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: bearer(accessToken(userId)) });
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
async function onServer(started: StartResult, work: (server: BenchServer, run: ServerRun) => Promise<void>): Promise<ServerRun> {
  if (!started.ok) return { failure: started.reason, rows: [], bytesPerWrite: {} };
  const { server } = started;
  const run: ServerRun = { startMs: server.startMs, rssAfterStartBytes: server.rssBytes(), rows: [], bytesPerWrite: {} };
  const otherCpu = otherCpuMeter(server.pid);
  try {
    await work(server, run);
    run.rssAfterRunBytes = server.rssBytes();
    run.otherCpuPercent = otherCpu();
  } finally {
    await server.stop();
    run.stderr = server.stderr().trim() || undefined;
  }
  return run;
}

export const measureApp = (started: StartResult, layout: Layout) =>
  onServer(started, async (server, run) => {
    const nextBooking = rotation(bookingBodies());
    const nextWriterToken = rotation(writerUserIds(layout).map(accessToken));
    const bookings = (connections: number, amount: number) =>
      measure('POST /api/send-email', { url: `${server.url}/api/send-email`, method: 'POST', connections, amount, next: () => ({ body: nextBooking() }) });
    const addresses = (connections: number, amount: number) =>
      measure('POST /api/Address', {
        url: `${server.url}/api/Address`,
        method: 'POST',
        connections,
        amount,
        next: () => ({ body: addressBody(), headers: bearer(nextWriterToken()) }),
      });
    const readId = readUserId(layout);
    const readHeaders = bearer(accessToken(readId));
    const reads: Array<[string, Record<string, string> | undefined]> = [
      ['/api/Order/user', readHeaders],
      ['/api/Address/user', readHeaders],
      ['/api/Product', undefined],
    ];

    // Warm-up (JIT, statement caches, first mail): not measured.
    await bookings(1, BOOKINGS.warmUp);
    await addresses(1, ADDRESSES.warmUp);
    for (const [path, headers] of reads) await measure(`warm-up ${path}`, { url: `${server.url}${path}`, connections: READ_CONNECTIONS, duration: 1, headers });

    run.bytesPerWrite.booking = await writeRuns(server, [() => bookings(1, BOOKINGS.one), () => bookings(10, BOOKINGS.ten)], run.rows);
    run.bytesPerWrite.address = await writeRuns(server, [() => addresses(1, ADDRESSES.one), () => addresses(10, ADDRESSES.ten)], run.rows);
    for (const [path, headers] of reads) {
      run.rows.push(await measure(`GET ${path}`, { url: `${server.url}${path}`, connections: READ_CONNECTIONS, duration: DURATION_S, headers }));
    }
    run.readUser = await readUserRecords(server, readId);
  });

export const measurePlain = (started: StartResult, layout: Layout) =>
  onServer(started, async (server, run) => {
    const products = `${server.url}/products`;
    await measure('warm-up', { url: products, connections: READ_CONNECTIONS, duration: 1 });
    run.rows.push(await measure('GET /products', { url: products, connections: READ_CONNECTIONS, duration: DURATION_S }));
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
        next: () => ({ body: addressBody(nextOwner()) }),
      });
    run.bytesPerWrite.address = await writeRuns(server, [addresses(1, PLAIN_WRITES.one), addresses(10, PLAIN_WRITES.ten)], run.rows);
  });
