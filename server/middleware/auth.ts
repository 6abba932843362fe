import type { Request, RequestHandler } from 'express';
import type { Role } from '../../src/shared/api/types';
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../lib/httpError';
import type { TokenService } from '../services/tokens';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Resolves the caller from the bearer token. The user is read from the data file on every
 * request, so a deleted or unapproved account loses access at once, and roles are never taken
 * from the token alone.
 */
export function createAuthMiddleware(db: Database, tokens: TokenService) {
  const resolve = (req: Request) => {
    const token = bearerToken(req);
    if (!token) return undefined;
    const claims = tokens.verifyAccess(token);
    const user = db.all('users').find((u) => String(u.id) === claims.sub);
    if (!user || user.status !== 'active') throw unauthorized('Invalid access token');
    return user;
  };

  const requireAuth: RequestHandler = (req, _res, next) => {
    try {
      const user = resolve(req);
      if (!user) throw unauthorized('Authentication required');
      req.user = user;
      next();
    } catch (error) {
      next(error);
    }
  };

  /** Sets `req.user` when a valid token is sent; an invalid token still answers 401 so the client refreshes. */
  const optionalAuth: RequestHandler = (req, _res, next) => {
    try {
      req.user = resolve(req);
      next();
    } catch (error) {
      next(error);
    }
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
