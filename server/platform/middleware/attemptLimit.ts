import type { RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { clientIp, type RateLimitRule } from './rateLimit';

/**
 * Counts every request from a client address against `rule` (times RATE_LIMIT_FACTOR) and answers
 * 429 with Retry-After once it is used up. For public forms, where each attempt costs a stored
 * record or a mail: valid or not, an attempt counts.
 */
export function limitAttemptsPerClient(
  ctx: Pick<AppContext, 'rateLimiter'>,
  name: string,
  rule: RateLimitRule,
  message: string,
): RequestHandler {
  const limiter = ctx.rateLimiter(name, rule);
  return (req, _res, next) => {
    limiter.consume([clientIp(req)], message).then(() => next(), next);
  };
}
