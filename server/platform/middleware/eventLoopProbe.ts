import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RequestHandler } from 'express';

/** Where the probe answers, only when EVENT_LOOP_PROBE=1 (the hostile suite's servers). */
export const EVENT_LOOP_PROBE_PATH = '/__probe/event-loop';

/** Sampling interval of the histogram (ms): each sample is this plus however late the timer fired. */
const RESOLUTION_MS = 5;

export interface EventLoopDelay {
  /** 99th percentile of the event-loop delay since the last call (ms, includes the resolution). */
  p99Ms: number;
  maxMs: number;
  /** Samples taken since the last call. */
  samples: number;
}

/**
 * `GET /__probe/event-loop`: the event-loop delay of this process since the previous call, measured
 * with `perf_hooks.monitorEventLoopDelay`, and a fresh start of the histogram. The hostile suite
 * reads it around each hostile request (hostile/support/eventLoop.ts) to show no request
 * blocks the process. Never mounted unless EVENT_LOOP_PROBE=1: it tells an outsider how busy the
 * server is, and the histogram's timer runs for nothing in production.
 */
export function eventLoopProbe(): RequestHandler {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return (_req, res) => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const body: EventLoopDelay = {
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      samples: histogram.count,
    };
    histogram.reset();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}
