import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { REMEMBER_ME_DAYS, SESSION_DAYS_WITHOUT_REMEMBER_ME } from '../../../src/shared/config/auth';
import type { AuthTokens, Role } from '../../../src/shared/contract/user';
import type { UserRecord } from './tables';
import type { Store } from '../../store';
import type { Clock } from '../../platform/lib/clock';
import { unauthorized } from '../../platform/lib/httpError';
import { randomId, randomToken, sha256 } from '../../platform/lib/secret';
import { openForGrace, sealForGrace } from './refreshGrace';

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
  /** The login session it belongs to; once the session is revoked or expired the token is refused. */
  sid: string;
}

export interface TokenService {
  issue(user: UserRecord, rememberMe: boolean): Promise<AuthTokens>;
  /** Returns the claims of a valid access token, or throws a 401. */
  verifyAccess(token: string): AccessTokenClaims;
  /**
   * Rotates a refresh token: it works once, plus one retry within the refresh grace that answers
   * the same new refresh token; presenting an earlier token of the session otherwise ends the session.
   */
  rotate(refreshToken: string): Promise<{ tokens: AuthTokens; userId: number }>;
  /** Ends the refresh token's session and that session's access tokens; other devices' sessions go on. */
  revoke(refreshToken: string): Promise<void>;
  /** Ends every session of the user and every access token issued so far (logout everywhere, password reset). */
  revokeAllForUser(userId: number): Promise<void>;
}

/**
 * A refresh token is `<session id>.<random>`. The session row keeps only the current token's
 * hash, and a rotation replaces it with one conditional update; so rotations never add rows, two
 * processes presenting the same token at once cannot both rotate it, and an older token of the
 * session (a leaked copy) is recognised by its session id and ends the session. The one exception
 * is the refresh grace (refreshGrace.ts): the token just replaced, presented once more within the
 * window, gets the same new token, so two tabs refreshing together stay on one session.
 * Access tokens carry the session id (`sid`), so revoking a session ends its access tokens.
 */
export function createTokenService(options: {
  store: Store;
  clock: Clock;
  secret: string;
  accessTokenTtlSeconds: number;
  /** How long a token just rotated is accepted once more (REFRESH_GRACE_MS; refreshGrace.ts). */
  refreshGraceMs: number;
}): TokenService {
  const { store, clock, accessTokenTtlSeconds, refreshGraceMs } = options;
  // A key object made once: given the secret as a string, jsonwebtoken first tries to read it as
  // a public key on every call (about 0.6 ms of CPU per request; 15 µs with the key object).
  const secret = createSecretKey(Buffer.from(options.secret, 'utf8'));

  // iat comes from the injected clock, so expiry follows the time the tests control.
  const signAccess = (user: Pick<UserRecord, 'id' | 'role' | 'tokenVersion'>, sessionId: string) =>
    jwt.sign({ role: user.role, ver: user.tokenVersion, sid: sessionId, iat: Math.floor(clock.now() / 1000) }, secret, {
      algorithm: ALGORITHM,
      subject: String(user.id),
      expiresIn: accessTokenTtlSeconds,
    });

  const lifetime = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS_WITHOUT_REMEMBER_ME) * DAY_MS;
  const newToken = (sessionId: string) => `${sessionId}.${randomToken()}`;
  const sessionIdOf = (token: string) => (token.includes('.') ? token.slice(0, token.indexOf('.')) : undefined);
  const activeUser = async (userId: number) => {
    const user = await store.users.findById(userId);
    return user?.status === 'active' ? user : undefined;
  };

  /**
   * A token that is not (or no longer) its session's current one. The token the last rotation
   * replaced, presented once within the grace, answers the session's current token (opened from
   * its seal) and a fresh access token; anything else of a live session is a reuse and ends it.
   */
  const retryOrReuse = async (refreshToken: string, hash: string, now: number) => {
    const sessionId = sessionIdOf(refreshToken);
    const owner = sessionId ? await store.sessions.findSession(sessionId) : undefined;
    if (!owner || owner.revokedAtMs !== null || owner.expiresAtMs <= now) {
      throw unauthorized(owner?.revokedAtMs ? TOKEN_MESSAGES.revoked : TOKEN_MESSAGES.invalidRefresh);
    }
    const rotatedAtMs = owner.rotatedAtMs === null ? null : Number(owner.rotatedAtMs);
    if (
      owner.previousTokenHash === hash &&
      owner.graceToken &&
      rotatedAtMs !== null &&
      now - rotatedAtMs <= refreshGraceMs
    ) {
      const current = openForGrace(owner.graceToken, refreshToken, owner.id);
      const user = await activeUser(owner.userId);
      if (!user) throw unauthorized(TOKEN_MESSAGES.invalidRefresh);
      if (
        current !== undefined &&
        sha256(current) === owner.tokenHash &&
        (await store.sessions.consumeGrace(owner.id, hash, owner.tokenHash, now - refreshGraceMs, now))
      ) {
        return { userId: user.id, tokens: { accessToken: signAccess(user, owner.id), refreshToken: current } };
      }
    }
    await store.sessions.revokeSession(owner.id, now);
    throw unauthorized(TOKEN_MESSAGES.reuse);
  };

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
      return { accessToken: signAccess(user, id), refreshToken };
    },

    verifyAccess(token) {
      try {
        const claims = jwt.verify(token, secret, {
          algorithms: [ALGORITHM],
          clockTimestamp: Math.floor(clock.now() / 1000),
        }) as jwt.JwtPayload;
        const ver: unknown = claims.ver;
        const sid: unknown = claims.sid;
        if (
          typeof claims.sub !== 'string' ||
          (claims.role !== 'Admin' && claims.role !== 'Customer') ||
          !Number.isSafeInteger(ver) ||
          typeof sid !== 'string' ||
          sid.length === 0
        ) {
          throw unauthorized('Invalid access token');
        }
        return { sub: claims.sub, role: claims.role, ver: ver as number, sid };
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) throw unauthorized('Access token expired');
        throw unauthorized('Invalid access token');
      }
    },

    async rotate(refreshToken) {
      const now = clock.now();
      const hash = sha256(refreshToken);
      const session = await store.sessions.findSessionByToken(hash);
      // Not the current token of any session: the one just replaced (a grace retry) or a leaked copy.
      if (!session) return retryOrReuse(refreshToken, hash, now);
      if (session.revokedAtMs !== null) throw unauthorized(TOKEN_MESSAGES.revoked);
      if (session.expiresAtMs <= now) throw unauthorized(TOKEN_MESSAGES.invalidRefresh);
      const user = await activeUser(session.userId);
      if (!user) throw unauthorized(TOKEN_MESSAGES.invalidRefresh);

      const next = newToken(session.id);
      const rotated = await store.sessions.rotate(
        session.id,
        hash,
        {
          tokenHash: sha256(next),
          expiresAtMs: now + lifetime(Boolean(session.rememberMe)),
          graceToken: sealForGrace(next, refreshToken, session.id),
        },
        now,
      );
      // Another request rotated this very token a moment ago (two tabs at once): its grace retry.
      if (!rotated) return retryOrReuse(refreshToken, hash, now);
      return { userId: user.id, tokens: { accessToken: signAccess(user, session.id), refreshToken: next } };
    },

    async revoke(refreshToken) {
      const session =
        (await store.sessions.findSessionByToken(sha256(refreshToken))) ??
        (await store.sessions.findSession(sessionIdOf(refreshToken) ?? ''));
      // The session only: its access tokens stop at once (they carry its id), other devices go on.
      if (session) await store.sessions.revokeSession(session.id, clock.now());
    },

    async revokeAllForUser(userId) {
      await store.sessions.revokeAllSessionsOf(userId, clock.now());
      await store.users.bumpTokenVersion(userId);
    },
  };
}
