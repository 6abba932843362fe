import type { Role } from '../../src/shared/api/types';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { UserRecord } from '../db/schema';
import type { Store } from '../db/store';
import { HttpError, badRequest, conflict, notFound } from '../lib/httpError';
import { passwordResetMail } from '../mail/templates/passwordReset';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';
import { randomId, randomToken, sha256 } from './secret';

const MINUTE = 60_000;
export const RESET_TOKEN_MINUTES = 30;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  pendingApproval: 'Your admin account is awaiting approval. You can log in once an administrator has approved it.',
  emailTaken: 'An account with this e-mail already exists',
  resetSent: 'If an account exists for that e-mail, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;

export type ApproveResult = 'approved' | 'already-approved' | 'not-found';

type Registration = { firstName: string; lastName: string; email: string; phone: string; password: string };

const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });

/** Accounts: registration, password checks, password resets, profile changes, admin approval. */
export function accountService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'mailDomain' | 'outbox'>) {
  const { store, clock, config } = ctx;

  return {
    /** Creates the account; the unique index on the e-mail decides between two registrations at once. */
    async register(fields: Registration, role: Role): Promise<UserRecord> {
      if (await store.users.findByEmail(fields.email)) throw emailTaken();
      const passwordHash = await hashPassword(fields.password);
      const { password: _password, ...profile } = fields;
      try {
        return await store.users.insert({
          ...profile,
          role,
          status: role === 'Admin' ? 'pending' : 'active',
          passwordHash,
          createdAt: new Date(clock.now()).toISOString(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
        throw error;
      }
    },

    /** The user when the password matches; an unknown e-mail costs the same time as a wrong password. */
    async authenticate(email: string, password: string): Promise<UserRecord | undefined> {
      const user = await store.users.findByEmail(email);
      const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !matches) return undefined;
      if (user.status !== 'active') throw new HttpError(403, AUTH_MESSAGES.pendingApproval);
      return user;
    },

    /** Stores a reset token and queues its mail in one transaction; nothing happens for an unknown e-mail. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await store.users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      const now = clock.now();
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const mail = await store.transaction(async (tx) => {
        await tx.sessions.createReset({ id: randomId(), userId: user.id, tokenHash: sha256(token), createdAtMs: now, expiresAtMs: now + RESET_TOKEN_MINUTES * MINUTE });
        return ctx.outbox.enqueue(tx, passwordResetMail({ to: user.email, firstName: user.firstName, link, minutes: RESET_TOKEN_MINUTES }));
      });
      ctx.outbox.sendSoon([mail]);
    },

    /** Sets the new password if the token is usable; the token and the user's other open ones are used up. Returns the user id. */
    async resetPassword(token: string, password: string): Promise<number> {
      const invalid = () => badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      const reset = await store.sessions.findUsableReset(sha256(token), clock.now());
      if (!reset) throw invalid();
      const passwordHash = await hashPassword(password);
      // Single use even when two requests race through the hashing: the conditional update decides.
      const consumed = await store.transaction(async (tx) => {
        if (!(await tx.sessions.consumeResets(reset.userId, sha256(token), clock.now()))) return false;
        await tx.users.setPasswordHash(reset.userId, passwordHash);
        return true;
      });
      if (!consumed) throw invalid();
      return reset.userId;
    },

    async updateProfile(userId: number, fields: Pick<UserRecord, 'firstName' | 'lastName' | 'phone'>): Promise<UserRecord> {
      const updated = await store.users.updateProfile(userId, fields);
      if (!updated) throw notFound('User not found');
      return updated;
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/** Activates a pending admin account (`npm run admin:approve -- <email>`). */
export async function approveAdmin(store: Pick<Store, 'users'>, email: string): Promise<ApproveResult> {
  const user = await store.users.findByEmail(email);
  if (!user || user.role !== 'Admin') return 'not-found';
  return (await store.users.setStatus(user.id, 'active')) ? 'approved' : 'already-approved';
}
