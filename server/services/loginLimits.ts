import type { Store } from '../db/store';
import { HttpError } from '../lib/httpError';
import type { Clock } from '../lib/clock';
import { TOO_MANY_ATTEMPTS, type RateLimitRule } from '../middleware/rateLimit';

const MINUTE = 60_000;

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
 *   one per address, and the owner is never locked out by strangers.
 *
 * Every attempt is counted (reserved) in the database before its password is checked, each with
 * one atomic statement, so a burst of parallel requests to any number of server processes is
 * held to these numbers. An attempt that is refused, or whose password is right, is taken back
 * from the address and account counts, so they count failed checks only.
 */
export const LOGIN_LIMITS = {
  pair: { freeFailures: 5, lockMs: [MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 15 * MINUTE], forgetMs: 15 * MINUTE },
  address: { strictAfter: 30, refuseAfter: 130, windowMs: 15 * MINUTE },
  account: { strictAfter: 10, windowMs: 15 * MINUTE },
  strictLockMs: 15 * MINUTE,
} as const;

/** A reserved login attempt: settle it with the outcome of the password check. */
export interface LoginTurn {
  /** The password was right: the pair is cleared and the attempt no longer counts. */
  succeeded(): Promise<void>;
}

const scaled = (max: number, factor: number) => Math.max(1, Math.round(max * factor));

export function createLoginLimits(store: Pick<Store, 'rateLimits'>, clock: Clock, factor = 1) {
  const pairFree = scaled(LOGIN_LIMITS.pair.freeFailures, factor);
  // Lock per failure number: none before the free failures are used up, then growing.
  const pairLocks = [...Array.from({ length: pairFree - 1 }, () => 0), ...LOGIN_LIMITS.pair.lockMs];
  const addressStrict = scaled(LOGIN_LIMITS.address.strictAfter, factor);
  const addressRefuse = scaled(LOGIN_LIMITS.address.refuseAfter, factor);
  const accountStrict = scaled(LOGIN_LIMITS.account.strictAfter, factor);

  const refuse = (untilMs: number): never => {
    const retryAfter = Math.max(1, Math.ceil((untilMs - clock.now()) / 1000));
    throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(retryAfter) });
  };

  return {
    /**
     * Reserves one login attempt of `email` from `address`, or throws 429 with Retry-After.
     * Call before checking the password, and call `succeeded()` when it was right.
     */
    async reserve(address: string, email: string): Promise<LoginTurn> {
      const noop: LoginTurn = { succeeded: async () => undefined };
      if (factor === 0) return noop;
      const now = clock.now();
      const keys = { address: `login-ip:${address}`, account: `login-account:${email}`, pair: `login-pair:${address}|${email}` };
      // A locked pair is refused with one read and no write (the rest of a burst, once the lock
      // is set); whether a turn is granted is still decided by the atomic `takeTurn` below.
      const lock = (await store.rateLimits.peek([keys.pair], now)).get(keys.pair);
      if (lock && lock.blockedUntilMs > now) refuse(lock.blockedUntilMs);
      const [byAddress, byAccount] = await Promise.all([
        store.rateLimits.hit(keys.address, LOGIN_LIMITS.address.windowMs, now),
        store.rateLimits.hit(keys.account, LOGIN_LIMITS.account.windowMs, now),
      ]);
      const takeBack = async () => {
        const at = clock.now();
        await Promise.all([store.rateLimits.undo(keys.address, at), store.rateLimits.undo(keys.account, at)]);
      };
      if (byAddress.count > addressRefuse) {
        await takeBack();
        refuse(Number(byAddress.resetAtMs));
      }
      const strict = byAddress.count > addressStrict || byAccount.count > accountStrict;
      const turn = await store.rateLimits.takeTurn(keys.pair, now, strict ? [LOGIN_LIMITS.strictLockMs] : pairLocks, LOGIN_LIMITS.pair.forgetMs);
      if (!turn.granted) {
        await takeBack();
        refuse(turn.blockedUntilMs);
      }
      return {
        succeeded: async () => {
          await takeBack();
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
