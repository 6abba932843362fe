import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../../src/shared/contract/user';

/*
 * Accounts: users, their login sessions and password resets, and their address book.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

export type UserStatus = 'active' | 'pending';

export interface UsersTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  /** Stored trimmed and lowercased; a unique index on lower(email) holds one account per address. */
  email: string;
  phone: string;
  role: Role;
  /** A self-registered admin stays `pending` until approved with `npm run admin:approve`. */
  status: UserStatus;
  /** argon2id (PHC string); accounts from before it may still hold a bcrypt hash until their next login. */
  passwordHash: string;
  createdAt: string;
  /**
   * Carried in every access token (`ver`) and compared on each request: raised by logout,
   * logout-everywhere and any password change, so the access tokens issued before stop at once.
   */
  tokenVersion: Generated<number>;
}

/**
 * One login session. Its refresh token rotates in place (the row keeps only the current token's
 * hash), so rotations never add rows; a token of the session that is not the current one is a
 * reuse and ends the session.
 */
export interface RefreshSessionsTable {
  id: string;
  userId: number;
  tokenHash: string;
  rememberMe: boolean;
  generation: number;
  createdAtMs: number;
  expiresAtMs: number;
  rotatedAtMs: number | null;
  revokedAtMs: number | null;
}

export interface PasswordResetsTable {
  id: string;
  userId: number;
  tokenHash: string;
  createdAtMs: number;
  expiresAtMs: number;
  usedAtMs: number | null;
}

export interface AddressesTable {
  id: Generated<number>;
  userId: number;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** At most one per user: a partial unique index. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
  /** Who receives the parcel and the courier's calls (migration 0007; '' on older rows). */
  recipientName: string;
  recipientPhone: string;
}

// ---- Records as the repositories return them ----

export type UserRecord = Selectable<UsersTable>;

export type NewUser = Omit<Insertable<UsersTable>, 'id'>;

export type RefreshSessionRecord = Selectable<RefreshSessionsTable>;

export type AddressRecord = Omit<Selectable<AddressesTable>, 'isDefault'> & { isDefault: boolean };

/** The accounts module's tables, as the query layer sees them (part of `Database`). */
export interface AccountsTables {
  users: UsersTable;
  refreshSessions: RefreshSessionsTable;
  passwordResets: PasswordResetsTable;
  addresses: AddressesTable;
}
