import type { Request } from 'express';
import type { Store } from '../../store';
import type { ServerConfig } from '../config';
import { addressKey } from '../lib/clientAddress';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/httpError';

export interface RateLimitRule {
  /** Counted events allowed per window. */
  max: number;
  windowMs: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * A fixed-window counter per key, kept in the database so that every server process counts
 * against the same limit. `name` keeps the keys of different limiters apart. The caller decides
 * what counts: `consume` counts the attempt first and refuses it when it is over the limit, so a
 * burst of parallel requests cannot all pass before any of them is counted.
 */
export class RateLimiter {
  private readonly max: number;

  constructor(
    private readonly name: string,
    private readonly rule: RateLimitRule,
    private readonly store: Pick<Store, 'rateLimits'>,
    private readonly clock: Clock,
    /** Multiplies `max`; 0 turns the limiter off (load benchmarks). */
    private readonly factor = 1,
  ) {
    this.max = Math.max(1, Math.round(rule.max * factor));
  }

  private key = (key: string) => `${this.name}:${key}`;

  private refuse(resetAtMs: number, message: string): never {
    const retryAfter = Math.max(1, Math.ceil((resetAtMs - this.clock.now()) / 1000));
    throw new HttpError(429, message, undefined, { 'Retry-After': String(retryAfter) });
  }

  /** Counts one attempt for every key, then throws 429 with Retry-After if any key is over its limit. */
  async consume(keys: string[], message = TOO_MANY_ATTEMPTS): Promise<void> {
    if (this.factor === 0) return;
    const now = this.clock.now();
    const windows = await Promise.all(
      keys.map((key) => this.store.rateLimits.hit(this.key(key), this.rule.windowMs, now)),
    );
    const over = windows.find((window) => window.count > this.max);
    if (over) this.refuse(Number(over.resetAtMs), message);
  }

  /** Throws 429 when any key has used up its limit, without counting. */
  async assertAllowed(keys: string[], message = TOO_MANY_ATTEMPTS): Promise<void> {
    if (this.factor === 0) return;
    const windows = await this.store.rateLimits.peek(keys.map(this.key), this.clock.now());
    const over = [...windows.values()].find((window) => window.count >= this.max);
    if (over) this.refuse(over.resetAtMs, message);
  }

  /** Takes back one counted attempt (it turned out not to count, e.g. the password was right). */
  async undo(keys: string[]): Promise<void> {
    if (this.factor === 0) return;
    const now = this.clock.now();
    for (const key of keys) await this.store.rateLimits.undo(this.key(key), now);
  }

  async reset(keys: string[]): Promise<void> {
    await this.store.rateLimits.clear(keys.map(this.key));
  }
}

/**
 * The client address as Express sees it (X-Forwarded-For only counts with TRUST_PROXY=1): for
 * recording who did something (e.g. who accepted a proposal). Never a limit's key: see `clientKey`.
 */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * The key every per-address limit counts a client by: an IPv4 address as it is, an IPv6 address
 * as its network of IPV6_LIMIT_PREFIX bits (64 by default), so one machine with a whole /64 is one
 * client, not 2^64 of them.
 */
export const clientKey = (req: Request, config: Pick<ServerConfig, 'ipv6LimitPrefix'>) =>
  addressKey(clientIp(req), config.ipv6LimitPrefix);
