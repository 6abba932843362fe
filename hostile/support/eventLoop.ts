import type { EventLoopDelay } from '../../server/platform/middleware/eventLoopProbe';
import { EVENT_LOOP_PROBE_PATH } from '../../server/platform/middleware/eventLoopProbe';
import type { ServerProcess } from './serverProcess';

/*
 * Is the server still serving everyone while one hostile request is in flight? The servers the
 * suite starts (startServer) set EVENT_LOOP_PROBE=1, so each measures its own event-loop delay
 * with perf_hooks.monitorEventLoopDelay and serves it at /__probe/event-loop (read and reset).
 *
 *   const body = JSON.stringify(hostileBody);            // build the body BEFORE measuring
 *   const m = await measureWhile(server(), () => server().api.post(...).type('json').send(body));
 *   expectResponsive(m);                                  // p99 < 100 ms, every GET / < 200 ms
 *   expect(m.result.status).toBe(400);
 *
 * Build big bodies before the call and send them as text: serialising inside `hostile` would
 * stall this (the client's) process and inflate the GET / times measured here.
 */

/** The bounds a hostile request must keep: event-loop delay p99 while a hostile request is in flight, and a GET / meanwhile. */
export const LOOP_P99_LIMIT_MS = 100;
export const GET_LIMIT_MS = 200;

export interface LoopMeasure<T> extends EventLoopDelay {
  /** What `hostile` resolved to (the hostile request's response). */
  result: T;
  /** The slowest `GET /` sent while the hostile request was in flight (ms, seen from this process). */
  getMs: number;
  /** Status of the slowest `GET /` (200, or 503 "not built yet" when the suite runs before the build). */
  getStatus: number;
  /** How many `GET /` were sent meanwhile (at least one). */
  gets: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads and resets the server's event-loop delay histogram. */
export async function readProbe(server: ServerProcess): Promise<EventLoopDelay> {
  const res = await fetch(`${server.origin}${EVENT_LOOP_PROBE_PATH}`);
  if (!res.ok) throw new Error(`The event-loop probe answered ${res.status}: start the server with EVENT_LOOP_PROBE=1`);
  return (await res.json()) as EventLoopDelay;
}

async function timedGet(server: ServerProcess): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${server.origin}/`);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/**
 * Resets the server's event-loop histogram, fires `hostile`, sends `GET /` one after another
 * until it has answered (at least one), and returns the server's delay over that window with
 * the slowest GET.
 */
export async function measureWhile<T>(server: ServerProcess, hostile: () => PromiseLike<T>): Promise<LoopMeasure<T>> {
  await readProbe(server);
  // The histogram drops the first interval after a reset: let one sample pass first.
  await sleep(20);
  let done = false;
  const pending = Promise.resolve(hostile()).finally(() => {
    done = true;
  });
  let slowest = { ms: 0, status: 0 };
  let gets = 0;
  do {
    const get = await timedGet(server);
    gets++;
    if (get.ms >= slowest.ms) slowest = get;
  } while (!done);
  const result = await pending;
  const delay = await readProbe(server);
  return { ...delay, result, getMs: Math.round(slowest.ms), getStatus: slowest.status, gets };
}

/** The bounds: p99 delay under 100 ms and every GET / answered (by the site) under 200 ms. */
export function expectResponsive(measure: LoopMeasure<unknown>): void {
  expect([200, 503]).toContain(measure.getStatus);
  expect(measure.p99Ms).toBeLessThan(LOOP_P99_LIMIT_MS);
  expect(measure.getMs).toBeLessThan(GET_LIMIT_MS);
}
