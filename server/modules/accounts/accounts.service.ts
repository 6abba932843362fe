import type { Role } from '../../../src/shared/contract/user';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/db/errors';
import type { UserRecord } from './tables';
import type { Store } from '../../store';
import { HttpError, badRequest, notFound } from '../../platform/lib/httpError';
import { passwordResetMail } from './mail/passwordReset';
import { accountCreatedMail, registrationAttemptMail } from './mail/registration';
import { checkPassword, dummyPasswordHash, hashPassword } from './passwords';
import { liftLoginLock } from './loginLocks.service';
import { randomId, randomToken, sha256 } from '../../platform/lib/secret';

const MINUTE = 60_000;
export const RESET_TOKEN_MINUTES = 30;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  pendingApproval: 'Your admin account is awaiting approval. You can log in once an administrator has approved it.',
  // One answer whether the address is new or taken; the mailbox tells its owner which it was.
  registered: 'Thank you for registering! We have sent a message to your e-mail address.',
  adminRegistered: 'Admin registration successful. Your account will be active once an administrator approves it.',
  resetSent: 'If an account exists for that e-mail, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;

export type ApproveResult = 'approved' | 'already-approved' | 'not-found';

type Registration = { firstName: string; lastName: string; email: string; phone: string; password: string };

/** Accounts: registration, password checks, password resets, profile changes, admin approval. */
export function accountService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'mailDomain' | 'outbox'>) {
  const { store, clock, config } = ctx;

  return {
    /**
     * Creates the account and mails its owner; when the address already has an account, mails
     * that account's owner instead and changes nothing. Both ways cost one hash and one
     * transaction with one mail, and the caller gives the same answer, so registering cannot be
     * used to find out which addresses have accounts. The unique index on the e-mail decides
     * between two registrations at once.
     */
    async register(fields: Registration, role: Role): Promise<void> {
      const passwordHash = await hashPassword(fields.password);
      const { password: _password, ...profile } = fields;
      const pending = role === 'Admin';
      const mailed = await store
        .transaction(async (tx) => {
          const existing = await tx.users.findByEmail(fields.email);
          if (existing)
            return ctx.outbox.enqueue(tx, registrationAttemptMail({ to: existing.email, siteUrl: config.publicUrl }));
          const user = await tx.users.insert({
            ...profile,
            role,
            status: pending ? 'pending' : 'active',
            passwordHash,
            createdAt: new Date(clock.now()).toISOString(),
          });
          return ctx.outbox.enqueue(
            tx,
            accountCreatedMail({
              to: user.email,
              siteUrl: config.publicUrl,
              pendingApproval: pending,
            }),
          );
        })
        .catch(async (error: unknown) => {
          // Another registration of the address committed in between: it is now a taken address.
          if (!isUniqueViolation(error, 'users_email_unique')) throw error;
          const owner = await store.users.findByEmail(fields.email);
          if (!owner) throw error;
          return store.transaction((tx) =>
            ctx.outbox.enqueue(tx, registrationAttemptMail({ to: owner.email, siteUrl: config.publicUrl })),
          );
        });
      ctx.outbox.sendSoon([mailed]);
    },

    /**
     * The user when the password matches; an unknown e-mail costs the same time as a wrong
     * password. A hash from before argon2id is replaced after a successful check.
     */
    async authenticate(email: string, password: string): Promise<UserRecord | undefined> {
      const user = await store.users.findByEmail(email);
      const { matches, needsRehash } = await checkPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !matches) return undefined;
      if (needsRehash) await store.users.upgradePasswordHash(user.id, user.passwordHash, await hashPassword(password));
      if (user.status !== 'active') throw new HttpError(403, AUTH_MESSAGES.pendingApproval);
      return user;
    },

    /**
     * Stores a reset token and queues its mail in one transaction; nothing happens for an unknown
     * e-mail. The route runs this after answering (lib/background.ts), so the answer's timing
     * does not tell a known address from an unknown one.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await store.users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      const now = clock.now();
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const mail = await store.transaction(async (tx) => {
        await tx.sessions.createReset({
          id: randomId(),
          userId: user.id,
          tokenHash: sha256(token),
          createdAtMs: now,
          expiresAtMs: now + RESET_TOKEN_MINUTES * MINUTE,
        });
        return ctx.outbox.enqueue(
          tx,
          passwordResetMail({
            to: user.email,
            link,
            minutes: RESET_TOKEN_MINUTES,
            siteUrl: config.publicUrl,
          }),
        );
      });
      ctx.outbox.sendSoon([mail]);
    },

    /**
     * Sets the new password if the token is usable; the token and the user's other open ones are
     * used up, the user's access tokens end (the token version goes up with the hash), and a
     * lock of the login budget on the account is lifted. Returns the user id.
     */
    async resetPassword(token: string, password: string): Promise<number> {
      const invalid = () => badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      const reset = await store.sessions.findUsableReset(sha256(token), clock.now());
      if (!reset) throw invalid();
      const passwordHash = await hashPassword(password);
      // Single use even when two requests race through the hashing: the conditional update decides.
      const consumed = await store.transaction(async (tx) => {
        if (!(await tx.sessions.consumeResets(reset.userId, sha256(token), clock.now()))) return false;
        await tx.users.setPasswordHash(reset.userId, passwordHash);
        const user = await tx.users.findById(reset.userId);
        if (user) await liftLoginLock(tx, user.email);
        return true;
      });
      if (!consumed) throw invalid();
      return reset.userId;
    },

    async updateProfile(
      userId: number,
      fields: Pick<UserRecord, 'firstName' | 'lastName' | 'phone'>,
    ): Promise<UserRecord> {
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
