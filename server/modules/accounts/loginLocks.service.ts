import type { AppContext } from '../../context';
import type { Repositories } from '../../store';
import { HttpError, badRequest } from '../../platform/lib/httpError';
import { randomToken, sha256 } from '../../platform/lib/secret';
import { accountUnlockMail } from './mail/accountUnlock';

const HOUR = 60 * 60_000;
/** How long a mailed unlock link works; a login tried on the account after that mails a new one. */
export const UNLOCK_LINK_HOURS = 24;

export const LOCK_MESSAGES = {
  // The same answer for an address without an account (no probing for accounts): it is locked
  // the same way, only no mail goes out.
  locked:
    "This account is locked after too many failed logins. We have e-mailed a link to unlock it to the account's address; choosing a new password also unlocks it.",
  unlockInvalid:
    'This unlock link is invalid, used or expired. Try to log in again to get a new one, or reset your password.',
  unlocked: 'Your account is unlocked. You can log in now.',
} as const;

/** The counters a lock's end clears: the account's budget and its 15-minute count (loginLimits.ts). */
export const accountLimitKeys = (email: string) => [`login-budget:${email}`, `login-account:${email}`];

/** Lifts the lock of `email` and the counts that led to it (a password reset, in its transaction). */
export async function liftLoginLock(repos: Pick<Repositories, 'loginLocks' | 'rateLimits'>, email: string) {
  await repos.loginLocks.lift(email);
  await repos.rateLimits.clear(accountLimitKeys(email));
}

export const lockedError = () => new HttpError(429, LOCK_MESSAGES.locked);

/**
 * The locks of the account budget: an e-mail address whose failed logins used it up is locked,
 * and an account's owner is mailed a single-use link that lifts the lock.
 */
export function loginLockService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'background'>) {
  const { store, clock, config } = ctx;

  /**
   * Mails an unlock link to the account of `email` if its lock has no live one. The conditional
   * update in the mail's transaction decides which request mails, so a burst on many processes
   * sends one mail. Runs after the answer, so its timing does not tell an account from none.
   */
  const mailLinkIfDue = (email: string) =>
    ctx.background.run(async () => {
      const user = await store.users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      const now = clock.now();
      const link = `${config.publicUrl}/login?unlock=${encodeURIComponent(token)}`;
      const mail = await store.transaction(async (tx) => {
        if (!(await tx.loginLocks.issueToken(email, sha256(token), now + UNLOCK_LINK_HOURS * HOUR, now)))
          return undefined;
        return ctx.outbox.enqueue(
          tx,
          accountUnlockMail({ to: user.email, link, hours: UNLOCK_LINK_HOURS, siteUrl: config.publicUrl }),
        );
      });
      if (mail) ctx.outbox.sendSoon([mail]);
    });

  return {
    /** Whether `email` is locked; a lock without a live link (it expired) mails a new one to an account. */
    async isLocked(email: string): Promise<boolean> {
      const lock = await store.loginLocks.find(email);
      if (!lock) return false;
      if (lock.tokenHash === null || (lock.tokenExpiresAtMs ?? 0) <= clock.now()) mailLinkIfDue(email);
      return true;
    },

    /** Locks `email` (once: the primary key) and mails the account its unlock link. */
    async lock(email: string): Promise<void> {
      await store.loginLocks.lock(email, clock.now());
      mailLinkIfDue(email);
    },

    /** Follows an unlock link: lifts the lock and the budget, once. */
    async unlock(token: string): Promise<void> {
      const email = await store.loginLocks.liftByToken(sha256(token), clock.now());
      if (!email) throw badRequest(LOCK_MESSAGES.unlockInvalid, { token: [LOCK_MESSAGES.unlockInvalid] });
      await store.rateLimits.clear(accountLimitKeys(email));
    },
  };
}

export type LoginLockService = ReturnType<typeof loginLockService>;
