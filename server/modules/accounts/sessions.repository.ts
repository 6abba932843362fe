import type { RefreshSessionRecord, UserRecord } from './tables';
import type { Scope } from '../../store';

/** Login sessions (refresh tokens) and password-reset tokens; only hashes of tokens are stored. */
export function sessionsRepository({ db }: Scope) {
  return {
    createSession: async (
      session: Omit<
        RefreshSessionRecord,
        'generation' | 'rotatedAtMs' | 'revokedAtMs' | 'previousTokenHash' | 'graceToken'
      >,
    ) => {
      await db
        .insertInto('refreshSessions')
        .values({
          ...session,
          generation: 0,
          rotatedAtMs: null,
          revokedAtMs: null,
          previousTokenHash: null,
          graceToken: null,
        })
        .execute();
    },

    /**
     * The user of an access token, with its session in the same query: undefined unless the
     * session `sessionId` is the user's and neither revoked nor expired (a logout on one device
     * ends that device's access tokens, not the others').
     */
    findUserOfLiveSession: (userId: number, sessionId: string, now: number): Promise<UserRecord | undefined> =>
      db
        .selectFrom('users')
        .innerJoin('refreshSessions', 'refreshSessions.userId', 'users.id')
        .selectAll('users')
        .where('users.id', '=', userId)
        .where('refreshSessions.id', '=', sessionId)
        .where('refreshSessions.revokedAtMs', 'is', null)
        .where('refreshSessions.expiresAtMs', '>', now)
        .executeTakeFirst(),

    findSessionByToken: (tokenHash: string): Promise<RefreshSessionRecord | undefined> =>
      db.selectFrom('refreshSessions').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst(),

    findSession: (id: string): Promise<RefreshSessionRecord | undefined> =>
      db.selectFrom('refreshSessions').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Replaces the session's token if `currentHash` is still its live token: one statement, so of
     * two processes presenting the same token at once exactly one succeeds. The replaced token's
     * hash and the new token sealed for its holder are kept for the refresh grace.
     */
    rotate: async (
      id: string,
      currentHash: string,
      next: { tokenHash: string; expiresAtMs: number; graceToken: string },
      now: number,
    ): Promise<boolean> => {
      const result = await db
        .updateTable('refreshSessions')
        .set((eb) => ({
          tokenHash: next.tokenHash,
          expiresAtMs: next.expiresAtMs,
          rotatedAtMs: now,
          previousTokenHash: currentHash,
          graceToken: next.graceToken,
          generation: eb('generation', '+', 1),
        }))
        .where('id', '=', id)
        .where('tokenHash', '=', currentHash)
        .where('revokedAtMs', 'is', null)
        .where('expiresAtMs', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Uses up the refresh grace of the token `previousHash`, if the session still holds it from a
     * rotation at or after `rotatedSince`, has not rotated again (`currentHash`) and is live: one
     * conditional statement, so of several presenters at once at most one succeeds.
     */
    consumeGrace: async (
      id: string,
      previousHash: string,
      currentHash: string,
      rotatedSince: number,
      now: number,
    ): Promise<boolean> => {
      const result = await db
        .updateTable('refreshSessions')
        .set({ previousTokenHash: null, graceToken: null })
        .where('id', '=', id)
        .where('previousTokenHash', '=', previousHash)
        .where('tokenHash', '=', currentHash)
        .where('rotatedAtMs', '>=', rotatedSince)
        .where('revokedAtMs', 'is', null)
        .where('expiresAtMs', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    revokeSession: async (id: string, now: number) => {
      await db
        .updateTable('refreshSessions')
        .set({ revokedAtMs: now, previousTokenHash: null, graceToken: null })
        .where('id', '=', id)
        .where('revokedAtMs', 'is', null)
        .execute();
    },

    revokeAllSessionsOf: async (userId: number, now: number) => {
      await db
        .updateTable('refreshSessions')
        .set({ revokedAtMs: now, previousTokenHash: null, graceToken: null })
        .where('userId', '=', userId)
        .where('revokedAtMs', 'is', null)
        .execute();
    },

    createReset: async (reset: {
      id: string;
      userId: number;
      tokenHash: string;
      createdAtMs: number;
      expiresAtMs: number;
    }) => {
      await db
        .insertInto('passwordResets')
        .values({ ...reset, usedAtMs: null })
        .execute();
    },

    findUsableReset: (tokenHash: string, now: number) =>
      db
        .selectFrom('passwordResets')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .where('usedAtMs', 'is', null)
        .where('expiresAtMs', '>', now)
        .executeTakeFirst(),

    /** Marks every open reset of the user used, if `tokenHash` was one of them; false when it was not (used meanwhile). */
    consumeResets: async (userId: number, tokenHash: string, now: number): Promise<boolean> => {
      const claimed = await db
        .updateTable('passwordResets')
        .set({ usedAtMs: now })
        .where('tokenHash', '=', tokenHash)
        .where('usedAtMs', 'is', null)
        .where('expiresAtMs', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await db
        .updateTable('passwordResets')
        .set({ usedAtMs: now })
        .where('userId', '=', userId)
        .where('usedAtMs', 'is', null)
        .execute();
      return true;
    },

    /** Housekeeping: sessions and reset tokens that can never be used again (revoked ones after `keepRevokedMs`). */
    purgeExpired: async (now: number, keepRevokedMs: number) => {
      const sessions = await db
        .deleteFrom('refreshSessions')
        .where((eb) => eb.or([eb('expiresAtMs', '<=', now), eb('revokedAtMs', '<=', now - keepRevokedMs)]))
        .executeTakeFirst();
      const resets = await db
        .deleteFrom('passwordResets')
        .where((eb) => eb.or([eb('expiresAtMs', '<=', now), eb('usedAtMs', 'is not', null)]))
        .executeTakeFirst();
      return { sessions: Number(sessions.numDeletedRows), resets: Number(resets.numDeletedRows) };
    },
  };
}
