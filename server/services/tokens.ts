import jwt from 'jsonwebtoken';
import { REMEMBER_ME_DAYS, SESSION_DAYS_WITHOUT_REMEMBER_ME } from '../../src/shared/config/auth';
import type { AuthTokens, Role } from '../../src/shared/api/types';
import type { Database } from '../db/database';
import type { RefreshTokenRecord, UserRecord } from '../db/schema';
import type { Clock } from '../lib/clock';
import { unauthorized } from '../lib/httpError';
import { randomId, randomToken, sha256 } from './secret';

const DAY_MS = 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  sub: string;
  role: Role;
}

export interface TokenService {
  issue(user: UserRecord, rememberMe: boolean): AuthTokens;
  /** Returns the user id of a valid access token, or throws a 401. */
  verifyAccess(token: string): AccessTokenClaims;
  /** Rotates a refresh token: it works once; a reused one revokes its whole family. */
  rotate(refreshToken: string): { tokens: AuthTokens; userId: number };
  revoke(refreshToken: string): void;
  revokeAllForUser(userId: number): void;
}

export function createTokenService(options: {
  db: Database;
  clock: Clock;
  secret: string;
  accessTokenTtlSeconds: number;
}): TokenService {
  const { db, clock, secret, accessTokenTtlSeconds } = options;

  // iat comes from the injected clock, so expiry follows the time the tests control.
  const signAccess = (user: UserRecord) =>
    jwt.sign({ role: user.role, iat: Math.floor(clock.now() / 1000) }, secret, {
      algorithm: ALGORITHM,
      subject: String(user.id),
      expiresIn: accessTokenTtlSeconds,
    });

  const createRefresh = (userId: number, familyId: string, rememberMe: boolean): string => {
    const token = randomToken();
    const now = clock.now();
    const record: RefreshTokenRecord = {
      id: randomId(),
      userId,
      familyId,
      tokenHash: sha256(token),
      rememberMe,
      createdAt: now,
      expiresAt: now + (rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS_WITHOUT_REMEMBER_ME) * DAY_MS,
      usedAt: null,
      revokedAt: null,
    };
    db.mutate((state) => {
      // Drop records that can never be used again so the collection does not grow forever.
      state.refreshTokens = state.refreshTokens.filter((t) => t.expiresAt > now);
      state.refreshTokens.push(record);
    });
    return token;
  };

  const revokeWhere = (predicate: (record: RefreshTokenRecord) => boolean) => {
    const now = clock.now();
    db.mutate((state) => {
      for (const record of state.refreshTokens) {
        if (predicate(record) && record.revokedAt === null) record.revokedAt = now;
      }
    });
  };

  return {
    issue(user, rememberMe) {
      return {
        accessToken: signAccess(user),
        refreshToken: createRefresh(user.id, randomId(), rememberMe),
      };
    },

    verifyAccess(token) {
      try {
        const claims = jwt.verify(token, secret, {
          algorithms: [ALGORITHM],
          clockTimestamp: Math.floor(clock.now() / 1000),
        }) as jwt.JwtPayload;
        if (typeof claims.sub !== 'string' || (claims.role !== 'Admin' && claims.role !== 'Customer')) {
          throw unauthorized('Invalid access token');
        }
        return { sub: claims.sub, role: claims.role };
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) throw unauthorized('Access token expired');
        throw unauthorized('Invalid access token');
      }
    },

    rotate(refreshToken) {
      const now = clock.now();
      const record = db.all('refreshTokens').find((t) => t.tokenHash === sha256(refreshToken));
      if (!record || record.expiresAt <= now) throw unauthorized('Invalid or expired refresh token');
      if (record.revokedAt !== null) throw unauthorized('Refresh token revoked');
      if (record.usedAt !== null) {
        // A used token presented again means it leaked: end the whole session family.
        revokeWhere((t) => t.familyId === record.familyId);
        throw unauthorized('Refresh token reuse detected; please log in again');
      }
      const user = db.all('users').find((u) => u.id === record.userId);
      if (!user || user.status !== 'active') throw unauthorized('Invalid or expired refresh token');
      db.mutate(() => {
        record.usedAt = now;
      });
      return {
        userId: user.id,
        tokens: { accessToken: signAccess(user), refreshToken: createRefresh(user.id, record.familyId, record.rememberMe) },
      };
    },

    revoke(refreshToken) {
      const record = db.all('refreshTokens').find((t) => t.tokenHash === sha256(refreshToken));
      if (record) revokeWhere((t) => t.familyId === record.familyId);
    },

    revokeAllForUser(userId) {
      revokeWhere((t) => t.userId === userId);
    },
  };
}
