import type { User } from '../../src/shared/api/types';

// The shape of the data file. Collections not listed here are added by their feature's route module.

/** The stored user: what the API shows (`User`) plus what it never shows. */
export interface UserRecord extends User {
  /** A self-registered admin stays `pending` until approved with `npm run admin:approve`. */
  status: 'active' | 'pending';
  passwordHash: string;
  createdAt: string;
}

/** Refresh tokens are stored hashed; a family is one login session across rotations. */
export interface RefreshTokenRecord {
  id: string;
  userId: number;
  familyId: string;
  tokenHash: string;
  rememberMe: boolean;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

export interface PasswordResetRecord {
  id: string;
  userId: number;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
}

export interface DbSchema {
  users: UserRecord[];
  refreshTokens: RefreshTokenRecord[];
  passwordResets: PasswordResetRecord[];
  categories: CategoryRecord[];
  [collection: string]: unknown[];
}

export type CollectionName = keyof DbSchema & string;
