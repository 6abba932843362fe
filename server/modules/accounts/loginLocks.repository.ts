import type { Scope } from '../../store';

/** Locked e-mail addresses of the login budget, and the hashed tokens of their unlock links. */
export function loginLocksRepository({ db }: Scope) {
  return {
    find: (email: string) => db.selectFrom('loginLocks').selectAll().where('email', '=', email).executeTakeFirst(),

    /** Locks the address unless it is locked already, in one statement: true for the request that locked it. */
    lock: async (email: string, now: number): Promise<boolean> => {
      const result = await db
        .insertInto('loginLocks')
        .values({ email, lockedAtMs: now, tokenHash: null, tokenExpiresAtMs: null })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Gives the lock an unlock token if it has no live one (none yet, or an expired one), in one
     * conditional statement: of many processes trying at once exactly one gets true, and mails.
     */
    issueToken: async (email: string, tokenHash: string, expiresAtMs: number, now: number): Promise<boolean> => {
      const result = await db
        .updateTable('loginLocks')
        .set({ tokenHash, tokenExpiresAtMs: expiresAtMs })
        .where('email', '=', email)
        .where((eb) => eb.or([eb('tokenHash', 'is', null), eb('tokenExpiresAtMs', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Lifts the lock whose live token this is (single use: the row goes); its e-mail, or undefined. */
    liftByToken: async (tokenHash: string, now: number): Promise<string | undefined> => {
      const lifted = await db
        .deleteFrom('loginLocks')
        .where('tokenHash', '=', tokenHash)
        .where('tokenExpiresAtMs', '>', now)
        .returning('email')
        .executeTakeFirst();
      return lifted?.email;
    },

    /** Lifts the lock of an address (its password was reset). */
    lift: async (email: string) => {
      await db.deleteFrom('loginLocks').where('email', '=', email).execute();
    },
  };
}
