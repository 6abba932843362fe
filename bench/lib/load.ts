import autocannon from 'autocannon';
import { TIME_SLOTS } from '../../src/shared/config/booking';
import { addDays, istDateOf } from '../../src/shared/contract/fields/bookingDates';
import type { ExpectedStatuses } from './outcome';

/*
 * autocannon runs and the requests of `npm run bench:data`. Latencies are taken from every 2xx
 * response with their fractional milliseconds (autocannon's own percentiles are whole
 * milliseconds, too coarse for writes that take one or two).
 */

export interface Measured {
  scenario: string;
  connections: number;
  /** Responses of any status. */
  responses: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** 2xx answers per second, from the start of the run to its last answer. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  statusCodes: Record<string, number>;
  /** The first few non-2xx answers, status and start of the body. */
  examples: string[];
  /** Why the run ended before its amount or duration. */
  stoppedEarly?: string;
  /** Statuses besides 2xx this scenario may answer (anything else fails the bench). */
  expected?: ExpectedStatuses;
}

/** What a request of a rotating run sends instead of the defaults. */
export interface RequestParts {
  body?: string;
  headers?: Record<string, string>;
}

export interface RunSpec {
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  /** Exactly this many requests, or else `duration` seconds. */
  amount?: number;
  duration?: number;
  /** Seconds before a request counts as timed out (autocannon's default is 10). */
  timeout?: number;
  headers?: Record<string, string>;
  /** Called once per request (autocannon builds each request right before sending it). */
  next?: () => RequestParts;
  /** Ends the run after this many non-2xx answers or errors (a server that fails every write slowly). */
  stopAfterFailures?: number;
  /** Ends the run after this many seconds whatever the amount. */
  maxSeconds?: number;
  /** Statuses besides 2xx this scenario may answer, with the reason. */
  expected?: ExpectedStatuses;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export async function measure(scenario: string, spec: RunSpec): Promise<Measured> {
  const samples: number[] = [];
  const examples: string[] = [];
  const { next } = spec;
  const options: autocannon.Options = {
    url: spec.url,
    method: spec.method ?? 'GET',
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.duration ?? 10 }),
    timeout: spec.timeout ?? 10,
    // A server that died mid-run refuses every connection: stop instead of retrying forever.
    bailout: 20,
    headers: { ...(next ? { 'Content-Type': 'application/json' } : {}), ...spec.headers },
    requests: [
      {
        ...(next
          ? {
              setupRequest: (request) => {
                const parts = next();
                return { ...request, ...parts, headers: { ...request.headers, ...parts.headers } };
              },
            }
          : {}),
        onResponse: (status, body) => {
          if ((status < 200 || status >= 300) && examples.length < 3) examples.push(`${status} ${body.slice(0, 160)}`);
        },
      },
    ],
  };
  let stoppedEarly: string | undefined;
  // autocannon checks for the end once a second and reports durations rounded up to it; time the
  // run from its start to its last answer instead.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let failures = 0;
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(options, (error: unknown, done: autocannon.Result) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(done);
    });
    const stop = (why: string) => {
      stoppedEarly ??= why;
      instance.stop();
    };
    const failed = () => {
      failures += 1;
      if (spec.stopAfterFailures && failures >= spec.stopAfterFailures)
        stop(`stopped after ${failures} failed requests`);
    };
    instance.on('response', (_client, status, _bytes, ms) => {
      lastAnswerAt = performance.now();
      if (status >= 200 && status < 300) samples.push(ms);
      else failed();
    });
    instance.on('reqError', failed);
    if (spec.maxSeconds) timer = setTimeout(() => stop(`stopped after ${spec.maxSeconds} s`), spec.maxSeconds * 1000);
  });
  samples.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  );
  const responses = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    scenario,
    connections: spec.connections,
    responses,
    ok: samples.length,
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
    rps: Math.round((samples.length * 1000) / Math.max(lastAnswerAt - startedAt, 1)),
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    statusCodes,
    examples,
    ...(stoppedEarly ? { stoppedEarly } : {}),
    ...(spec.expected ? { expected: spec.expected } : {}),
  };
}

/** A cursor over `items`: each call returns the next one (wrapping around). */
export function rotation<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length];
}

/**
 * Every slot of 31 days once (31 x 10 = 310), from the day after tomorrow (IST) on: inside the
 * server's booking window and past its minimum notice. The bookings of bench:api and bench:data.
 */
export function bookingBodies(): string[] {
  const bodies: string[] = [];
  const first = addDays(istDateOf(Date.now()), 2);
  for (let day = 1; day <= 31; day += 1) {
    for (const slot of TIME_SLOTS) {
      bodies.push(
        JSON.stringify({
          selectedService: { id: 1, name: 'any', price: '0', features: [], icon: '' },
          selectedDate: addDays(first, day - 1),
          selectedTime: slot,
          formData: {
            name: 'Load Test',
            email: `load${day}@example.com`,
            phone: '+91 98100 00000',
            eventType: 'corporate',
            message: 'Benchmark booking',
            preferredMethod: 'video-call',
          },
        }),
      );
    }
  }
  return bodies;
}

let addressNumber = 0;
/** A new address each call; plain json-server gets the owner in the body (it has no accounts). */
export function addressBody(userId?: number): string {
  addressNumber += 1;
  return JSON.stringify({
    recipientName: 'Bench Recipient',
    recipientPhone: '98100 00000',
    street: `${addressNumber} Bench Road`,
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110003',
    country: 'India',
    ...(userId === undefined ? {} : { userId }),
  });
}
