import type { AppContext } from '../../context';
import { HttpError } from '../../platform/lib/httpError';
import { TOO_MANY_ATTEMPTS, type RateLimitRule } from '../../platform/middleware/rateLimit';
import { accountLimitKeys, lockedError, loginLockService } from './loginLocks.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The numbers of the login limits (each `max` times RATE_LIMIT_FACTOR; 0 turns them off).
 *
 * - One account from one address (the pair): 5 wrong passwords pass; the 5th locks the pair for
 *   1 minute, and each further one for 2, 4, 8, then 15 minutes. Forgotten 15 minutes after the
 *   lock ends; a correct password clears it.
 * - One address, all accounts: after 30 failed checks in 15 minutes the address is "strict":
 *   every account may still be tried once from it, but that try locks its pair for 15 minutes
 *   unless the password is right. So the office behind one address keeps logging in with right
 *   passwords, while a guesser gets one guess per account per 15 minutes. After 130 failed checks
 *   in the window every login from the address is refused until it ends (a ceiling on the work
 *   one address can cause).
 * - One account, all addresses: after 10 failed checks in 15 minutes the account is strict in the
 *   same way (one try per address per 15 minutes), so a guesser with many addresses gets 10 plus
 *   one per address.
 * - One account, all addresses, over a day (the budget): after 50 failed checks in 24 hours the
 *   account is locked: every password login for it is refused (429, saying an unlock link was
 *   mailed) until its owner follows the single-use link mailed to the account's address once when
 *   the budget ran out (valid 24 hours; a login tried after that mails a new one), or resets the
 *   password. So a guesser with any number of addresses gets at most 50 guesses per account, and
 *   the owner is locked out by strangers only until they open one mail. An e-mail address without
 *   an account is locked the same way and answered the same, but nothing is mailed.
 * - Per address means per `clientKey`: an IPv6 client counts as its /64 (IPV6_LIMIT_PREFIX).
 *
 * Every attempt is counted (reserved) in the database before its password is checked, each
 * counter with one atomic statement, so a burst of parallel requests to any number of server
 * processes is held to these numbers (the strict mode of a burst's first tries is applied as soon
 * as the counts show it, by locking their pairs). The address and account counts hold failed
 * checks only: a refused attempt is not counted there, and a right password is taken back.
 */
export const LOGIN_LIMITS = {
  pair: { freeFailures: 5, lockMs: [MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 15 * MINUTE], forgetMs: 15 * MINUTE },
  address: { strictAfter: 30, refuseAfter: 130, windowMs: 15 * MINUTE },
  account: { strictAfter: 10, windowMs: 15 * MINUTE },
  budget: { maxFailures: 50, windowMs: 24 * HOUR },
  strictLockMs: 15 * MINUTE,
} as const;

/** A reserved login attempt: settle it with the outcome of the password check. */
export interface LoginTurn {
  /** The password was right: the pair is cleared and the attempt no longer counts. */
  succeeded(): Promise<void>;
}

const scaled = (max: number, factor: number) => Math.max(1, Math.round(max * factor));

export function createLoginLimits(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'background'>) {
  const { store, clock, config } = ctx;
  const locks = loginLockService(ctx);
  const factor = config.rateLimitFactor;
  const pairFree = scaled(LOGIN_LIMITS.pair.freeFailures, factor);
  // Lock per failure number: none before the free failures are used up, then growing.
  const pairLocks = [...Array.from({ length: pairFree - 1 }, () => 0), ...LOGIN_LIMITS.pair.lockMs];
  const addressStrict = scaled(LOGIN_LIMITS.address.strictAfter, factor);
  const addressRefuse = scaled(LOGIN_LIMITS.address.refuseAfter, factor);
  const accountStrict = scaled(LOGIN_LIMITS.account.strictAfter, factor);
  const budget = scaled(LOGIN_LIMITS.budget.maxFailures, factor);

  const refuse = (untilMs: number): never => {
    const retryAfter = Math.max(1, Math.ceil((untilMs - clock.now()) / 1000));
    throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(retryAfter) });
  };

  return {
    /**
     * Reserves one login attempt of `email` from `address` (a `clientKey`), or throws 429 (with
     * Retry-After, except for a locked account). Call before checking the password, and call
     * `succeeded()` when it was right.
     */
    async reserve(address: string, email: string): Promise<LoginTurn> {
      const noop: LoginTurn = { succeeded: async () => undefined };
      if (factor === 0) return noop;
      // A locked account is refused before anything is counted.
      if (await locks.isLocked(email)) throw lockedError();
      const now = clock.now();
      const [budgetKey, accountKey] = accountLimitKeys(email);
      const keys = {
        address: `login-ip:${address}`,
        account: accountKey,
        budget: budgetKey,
        pair: `login-pair:${address}|${email}`,
      };
      // One read: a locked pair is refused with no write at all (the rest of a burst, once the
      // lock is set), and the address and account counts tell whether this try is a strict one.
      const seen = await store.rateLimits.peek([keys.pair, keys.address, keys.account], now);
      const lock = seen.get(keys.pair);
      if (lock && lock.blockedUntilMs > now) refuse(lock.blockedUntilMs);
      const strictBefore =
        (seen.get(keys.address)?.count ?? 0) >= addressStrict || (seen.get(keys.account)?.count ?? 0) >= accountStrict;

      // The turn on the pair is what decides, atomically, whether this password is checked.
      const turn = await store.rateLimits.takeTurn(
        keys.pair,
        now,
        strictBefore ? [LOGIN_LIMITS.strictLockMs] : pairLocks,
        LOGIN_LIMITS.pair.forgetMs,
      );
      if (!turn.granted) return refuse(turn.blockedUntilMs);

      // Then the attempt is counted for the address and the account, atomically: the ceiling
      // holds for any burst, and a try that turns out strict (others counted meanwhile) locks its
      // pair as a strict one does.
      const counts = await store.rateLimits.hitMany([keys.address, keys.account], LOGIN_LIMITS.address.windowMs, now);
      const byAddress = counts.get(keys.address)!;
      const byAccount = counts.get(keys.account)!;
      const takeBack = () => store.rateLimits.undoMany([keys.address, keys.account], clock.now());
      if (byAddress.count > addressRefuse) {
        await takeBack();
        refuse(byAddress.resetAtMs);
      }
      if (!strictBefore && (byAddress.count > addressStrict || byAccount.count > accountStrict)) {
        // Strict after all: the pair is locked as a strict try locks it, and only its first try is checked.
        await store.rateLimits.lockUntil(keys.pair, now + LOGIN_LIMITS.strictLockMs, LOGIN_LIMITS.pair.forgetMs);
        if (turn.count > 1) {
          await takeBack();
          refuse(now + LOGIN_LIMITS.strictLockMs);
        }
      }
      // Last, the budget: only a try that the limits above let through counts on it, so a burst
      // that they mostly refuse cannot use it up with tries that are never checked.
      const byBudget = await store.rateLimits.hit(keys.budget, LOGIN_LIMITS.budget.windowMs, now);
      const takeAllBack = () => store.rateLimits.undoMany([keys.address, keys.account, keys.budget], clock.now());
      if (byBudget.count > budget) {
        // The budget is used up: the account is locked (once) and its owner mailed the link.
        await takeAllBack();
        await locks.lock(email);
        throw lockedError();
      }
      return {
        succeeded: async () => {
          await takeAllBack();
          await store.rateLimits.clear([keys.pair]);
        },
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;

/** Registrations (customer and admin) per address and per e-mail address. */
export const REGISTER_LIMITS: { perAddress: RateLimitRule; perEmail: RateLimitRule } = {
  perAddress: { max: 10, windowMs: 60 * MINUTE },
  perEmail: { max: 3, windowMs: 60 * MINUTE },
};
