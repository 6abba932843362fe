import type { Request, RequestHandler } from 'express';
import type { Role } from '../../../src/shared/contract/user';
import type { Store } from '../../store';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/httpError';
import type { TokenService } from '../../modules/accounts/tokens.service';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Resolves the caller from the bearer token. The user and the token's login session are read
 * from the database on every request (one query on two primary keys, no cache, so every server
 * process sees a change at once): a deleted or unapproved account loses access at once, roles
 * are never taken from the token alone, a token whose session was logged out or expired is
 * refused (other devices' sessions go on), and a token issued before the user's last
 * logout-everywhere or password change (an older token version) is refused.
 */
export function createAuthMiddleware(store: Store, tokens: TokenService, clock: Clock) {
  const resolve = async (req: Request) => {
    const token = bearerToken(req);
    if (!token) return undefined;
    const claims = tokens.verifyAccess(token);
    const id = /^[1-9][0-9]{0,9}$/.test(claims.sub) ? Number(claims.sub) : Number.NaN;
    const user = Number.isSafeInteger(id)
      ? await store.sessions.findUserOfLiveSession(id, claims.sid, clock.now())
      : undefined;
    if (!user || user.status !== 'active' || user.tokenVersion !== claims.ver)
      throw unauthorized('Invalid access token');
    return user;
  };

  const requireAuth: RequestHandler = (req, _res, next) => {
    resolve(req).then((user) => {
      if (!user) {
        next(unauthorized('Authentication required'));
        return;
      }
      req.user = user;
      next();
    }, next);
  };

  /** Sets `req.user` when a valid token is sent; an invalid token still answers 401 so the client refreshes. */
  const optionalAuth: RequestHandler = (req, _res, next) => {
    resolve(req).then((user) => {
      req.user = user;
      next();
    }, next);
  };

  const requireRole =
    (role: Role): RequestHandler =>
    (req, _res, next) => {
      if (!req.user) next(unauthorized('Authentication required'));
      else if (req.user.role !== role) next(forbidden(`This action requires the ${role} role`));
      else next();
    };

  return { requireAuth, optionalAuth, requireRole };
}

export type AuthMiddleware = ReturnType<typeof createAuthMiddleware>;
