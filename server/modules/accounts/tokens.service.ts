import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { REMEMBER_ME_DAYS, SESSION_DAYS_WITHOUT_REMEMBER_ME } from '../../../src/shared/config/auth';
import type { AuthTokens, Role } from '../../../src/shared/contract/user';
import type { UserRecord } from './tables';
import type { Store } from '../../store';
import type { Clock } from '../../platform/lib/clock';
import { unauthorized } from '../../platform/lib/httpError';
import { randomId, randomToken, sha256 } from '../../platform/lib/secret';

const DAY_MS = 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

export const TOKEN_MESSAGES = {
  invalidRefresh: 'Invalid or expired refresh token',
  revoked: 'Refresh token revoked',
  reuse: 'Refresh token reuse detected; please log in again',
} as const;

export interface AccessTokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when it was issued; a token of an older version is refused. */
  ver: number;
}

export interface TokenService {
  issue(user: UserRecord, rememberMe: boolean): Promise<AuthTokens>;
  /** Returns the claims of a valid access token, or throws a 401. */
  verifyAccess(token: string): AccessTokenClaims;
  /** Rotates a refresh token: it works once; presenting an earlier token of the session ends the session. */
  rotate(refreshToken: string): Promise<{ tokens: AuthTokens; userId: number }>;
  /** Ends the refresh token's session and the user's access tokens issued so far (other devices refresh theirs). */
  revoke(refreshToken: string): Promise<void>;
  /** Ends every session of the user and every access token issued so far (logout everywhere, password reset). */
  revokeAllForUser(userId: number): Promise<void>;
}

/**
 * A refresh token is `<session id>.<random>`. The session row keeps only the current token's
 * hash, and a rotation replaces it with one conditional update; so rotations never add rows, two
 * processes presenting the same token at once cannot both succeed, and an older token of the
 * session (a leaked copy) is recognised by its session id and ends the session.
 */
export function createTokenService(options: {
  store: Store;
  clock: Clock;
  secret: string;
  accessTokenTtlSeconds: number;
}): TokenService {
  const { store, clock, accessTokenTtlSeconds } = options;
  // A key object made once: given the secret as a string, jsonwebtoken first tries to read it as
  // a public key on every call (about 0.6 ms of CPU per request; 15 µs with the key object).
  const secret = createSecretKey(Buffer.from(options.secret, 'utf8'));

  // iat comes from the injected clock, so expiry follows the time the tests control.
  const signAccess = (user: Pick<UserRecord, 'id' | 'role' | 'tokenVersion'>) =>
    jwt.sign({ role: user.role, ver: user.tokenVersion, iat: Math.floor(clock.now() / 1000) }, secret, {
      algorithm: ALGORITHM,
      subject: String(user.id),
      expiresIn: accessTokenTtlSeconds,
    });

  const lifetime = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS_WITHOUT_REMEMBER_ME) * DAY_MS;
  const newToken = (sessionId: string) => `${sessionId}.${randomToken()}`;
  const sessionIdOf = (token: string) => (token.includes('.') ? token.slice(0, token.indexOf('.')) : undefined);

  return {
    async issue(user, rememberMe) {
      const now = clock.now();
      const id = randomId();
      const refreshToken = newToken(id);
      await store.sessions.createSession({
        id,
        userId: user.id,
        tokenHash: sha256(refreshToken),
        rememberMe,
        createdAtMs: now,
        expiresAtMs: now + lifetime(rememberMe),
      });
      return { accessToken: signAccess(user), refreshToken };
    },

    verifyAccess(token) {
      try {
        const claims = jwt.verify(token, secret, {
          algorithms: [ALGORITHM],
          clockTimestamp: Math.floor(clock.now() / 1000),
        }) as jwt.JwtPayload;
        const ver: unknown = claims.ver;
        if (
          typeof claims.sub !== 'string' ||
          (claims.role !== 'Admin' && claims.role !== 'Customer') ||
          !Number.isSafeInteger(ver)
        ) {
          throw unauthorized('Invalid access token');
        }
        return { sub: claims.sub, role: claims.role, ver: ver as number };
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) throw unauthorized('Access token expired');
        throw unauthorized('Invalid access token');
      }
    },

    async rotate(refreshToken) {
      const now = clock.now();
      const hash = sha256(refreshToken);
      const session = await store.sessions.findSessionByToken(hash);
      if (!session) {
        // Not the current token of any session: an earlier one of a live session means a copy leaked.
        const sessionId = sessionIdOf(refreshToken);
        const owner = sessionId ? await store.sessions.findSession(sessionId) : undefined;
        if (owner && owner.revokedAtMs === null && owner.expiresAtMs > now) {
          await store.sessions.revokeSession(owner.id, now);
          throw unauthorized(TOKEN_MESSAGES.reuse);
        }
        throw unauthorized(owner?.revokedAtMs ? TOKEN_MESSAGES.revoked : TOKEN_MESSAGES.invalidRefresh);
      }
      if (session.revokedAtMs !== null) throw unauthorized(TOKEN_MESSAGES.revoked);
      if (session.expiresAtMs <= now) throw unauthorized(TOKEN_MESSAGES.invalidRefresh);
      const user = await store.users.findById(session.userId);
      if (!user || user.status !== 'active') throw unauthorized(TOKEN_MESSAGES.invalidRefresh);

      const next = newToken(session.id);
      const rotated = await store.sessions.rotate(
        session.id,
        hash,
        { tokenHash: sha256(next), expiresAtMs: now + lifetime(Boolean(session.rememberMe)) },
        now,
      );
      if (!rotated) {
        // Another request rotated this very token a moment ago: it was presented twice.
        await store.sessions.revokeSession(session.id, now);
        throw unauthorized(TOKEN_MESSAGES.reuse);
      }
      return { userId: user.id, tokens: { accessToken: signAccess(user), refreshToken: next } };
    },

    async revoke(refreshToken) {
      const session =
        (await store.sessions.findSessionByToken(sha256(refreshToken))) ??
        (await store.sessions.findSession(sessionIdOf(refreshToken) ?? ''));
      if (!session) return;
      await store.sessions.revokeSession(session.id, clock.now());
      await store.users.bumpTokenVersion(session.userId);
    },

    async revokeAllForUser(userId) {
      await store.sessions.revokeAllSessionsOf(userId, clock.now());
      await store.users.bumpTokenVersion(userId);
    },
  };
}
