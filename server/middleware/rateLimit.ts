import type { Request } from 'express';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/httpError';

export interface RateLimitRule {
  /** Counted events allowed per window. */
  max: number;
  windowMs: number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key, in memory (one process serves the site). The caller decides
 * what counts: login counts failures only, so a customer who types the password right is never
 * slowed down by others' mistakes.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: Clock,
    /** Multiplies `max`; 0 turns the limiter off (load benchmarks). */
    private readonly factor = 1,
  ) {}

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.clock.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  /** Throws 429 with Retry-After when any key is over its limit. */
  assertAllowed(keys: string[], message = 'Too many attempts. Please wait a few minutes and try again.'): void {
    if (this.factor === 0) return;
    const max = Math.max(1, Math.round(this.rule.max * this.factor));
    for (const key of keys) {
      const bucket = this.live(key);
      if (bucket && bucket.count >= max) {
        const retryAfter = Math.max(1, Math.ceil((bucket.resetAt - this.clock.now()) / 1000));
        throw new HttpError(429, message, undefined, { 'Retry-After': String(retryAfter) });
      }
    }
  }

  hit(keys: string[]): void {
    if (this.factor === 0) return;
    const now = this.clock.now();
    if (this.buckets.size > 10_000) {
      for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
    }
    for (const key of keys) {
      const bucket = this.live(key);
      if (bucket) bucket.count += 1;
      else this.buckets.set(key, { count: 1, resetAt: now + this.rule.windowMs });
    }
  }

  reset(keys: string[]): void {
    for (const key of keys) this.buckets.delete(key);
  }
}

/** The client address as Express sees it (X-Forwarded-For only counts with TRUST_PROXY=1). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
