import { sql } from 'kysely';
import type { User } from '../../../src/shared/contract/user';
import type { NewUser, UserRecord, UserStatus } from './tables';
import type { Scope } from '../../store';

/** The only shape of a user that ever leaves the server. */
export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    role: record.role,
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function usersRepository({ db, kind }: Scope) {
  return {
    findById: (id: number): Promise<UserRecord | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Case-insensitive, like the unique index that holds one account per address. */
    findByEmail: (email: string): Promise<UserRecord | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
        .executeTakeFirst(),

    /** Throws a unique violation (`users_email_unique`) when the address is taken. */
    insert: (user: NewUser): Promise<UserRecord> =>
      db
        .insertInto('users')
        .values({ ...user, email: normaliseEmail(user.email) })
        .returningAll()
        .executeTakeFirstOrThrow(),

    updateProfile: (
      id: number,
      fields: Pick<UserRecord, 'firstName' | 'lastName' | 'phone'>,
    ): Promise<UserRecord | undefined> =>
      db.updateTable('users').set(fields).where('id', '=', id).returningAll().executeTakeFirst(),

    /** A new password: the access tokens issued before it stop working (the token version goes up). */
    setPasswordHash: async (id: number, passwordHash: string) => {
      await db
        .updateTable('users')
        .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * The same password under a stronger hash (after a login with a legacy one): only if the hash
     * is still the one checked, so it never overwrites a password changed meanwhile. Sessions stay.
     */
    upgradePasswordHash: async (id: number, checkedHash: string, passwordHash: string) => {
      await db
        .updateTable('users')
        .set({ passwordHash })
        .where('id', '=', id)
        .where('passwordHash', '=', checkedHash)
        .execute();
    },

    /** Ends every access token of the user issued before now (logout everywhere, password reset). */
    bumpTokenVersion: async (id: number) => {
      await db
        .updateTable('users')
        .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** True when the status changed from something else. */
    setStatus: async (id: number, status: UserStatus): Promise<boolean> => {
      const result = await db
        .updateTable('users')
        .set({ status })
        .where('id', '=', id)
        .where('status', '<>', status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Serialises concurrent changes to one user's records (PostgreSQL row lock; SQLite already holds the write lock). */
    lock: async (id: number) => {
      if (kind === 'postgres') await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    },
  };
}
