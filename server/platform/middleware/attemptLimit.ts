import type { RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { clientKey, type RateLimitRule } from './rateLimit';

/**
 * Counts every request from a client (its address, an IPv6 one by its network: `clientKey`) against `rule` (times RATE_LIMIT_FACTOR) and answers
 * 429 with Retry-After once it is used up. For public forms, where each attempt costs a stored
 * record or a mail: valid or not, an attempt counts.
 */
export function limitAttemptsPerClient(
  ctx: Pick<AppContext, 'rateLimiter' | 'config'>,
  name: string,
  rule: RateLimitRule,
  message: string,
): RequestHandler {
  const limiter = ctx.rateLimiter(name, rule);
  return (req, _res, next) => {
    limiter.consume([clientKey(req, ctx.config)], message).then(() => next(), next);
  };
}
