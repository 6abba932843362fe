import type { Generated, Insertable, Selectable } from 'kysely';
import type { Address } from '../../../src/shared/contract/address';
import type { User } from '../../../src/shared/contract/user';

/*
 * Accounts: users, their login sessions and password resets, and their address book. Users and
 * addresses are their contract (src/shared/contract) with the database's own columns.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

export type UserStatus = 'active' | 'pending';

/** `email` is stored trimmed and lowercased; a unique index on lower(email) holds one account per address. */
export interface UsersTable extends Omit<User, 'id'> {
  id: Generated<number>;
  /** A self-registered admin stays `pending` until approved with `npm run admin:approve`. */
  status: UserStatus;
  /** argon2id (PHC string); accounts from before it may still hold a bcrypt hash until their next login. */
  passwordHash: string;
  createdAt: string;
  /**
   * Carried in every access token (`ver`) and compared on each request: raised by
   * logout-everywhere and any password change, so every access token issued before stops at once
   * (a single device's logout revokes its session instead, which ends that session's tokens only).
   */
  tokenVersion: Generated<number>;
}

/**
 * One login session. Its refresh token rotates in place (the row keeps the current token's hash),
 * so rotations never add rows; a token of the session that is not the current one is a reuse and
 * ends the session, except the token just replaced, once, within the refresh grace (two tabs
 * refreshing at the same moment). Access tokens carry the session's id (`sid`): revoking the
 * session ends them too.
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
  /** sha256 of the token the last rotation replaced, until a grace retry consumes it (migration 0031). */
  previousTokenHash: string | null;
  /** The current token sealed under a key derived from the previous token (see refreshGrace.ts); null with the hash. */
  graceToken: string | null;
}

export interface PasswordResetsTable {
  id: string;
  userId: number;
  tokenHash: string;
  createdAtMs: number;
  expiresAtMs: number;
  usedAtMs: number | null;
}

/**
 * An e-mail address whose login budget ran out (migration 0029): password logins for it are
 * refused until the row goes (the unlock link, or a password reset). The link's token is stored
 * as its sha256, with its expiry; both null until a link is mailed (never, without an account).
 */
export interface LoginLocksTable {
  email: string;
  lockedAtMs: number;
  tokenHash: string | null;
  tokenExpiresAtMs: number | null;
}

/** `recipientName` and `recipientPhone` came with migration 0007 ('' on older rows). */
export interface AddressesTable extends Omit<Address, 'id' | 'isDefault'> {
  id: Generated<number>;
  userId: number;
  /** At most one per user: a partial unique index. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
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
  loginLocks: LoginLocksTable;
  addresses: AddressesTable;
}
