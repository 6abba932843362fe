import * as argon2 from 'argon2';
import bcrypt from 'bcryptjs';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): about 20-30 ms of one core
 * and 19 MiB per hash here. The `argon2` package hashes on the libuv thread pool, so the event
 * loop keeps answering other requests while passwords are checked.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes at once per process. The libuv pool (4 threads) also serves file
 * reads (static files, uploads): a burst of logins must not occupy all of it, and two hashes
 * already keep both cores of a small server busy. Waiting hashes queue here, in order.
 */
export const HASH_CONCURRENCY = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string) => inHashSlot(() => argon2.hash(password, ARGON2_OPTIONS));

/** bcrypt hashes from before argon2id: `$2a$`, `$2b$`, `$2y$`. */
const isLegacyHash = (hash: string) => /^\$2[aby]\$/.test(hash);

export interface PasswordCheck {
  matches: boolean;
  /** The stored hash should be replaced by a fresh argon2id one (legacy bcrypt, or older parameters). */
  needsRehash: boolean;
}

/**
 * Checks a password against a stored hash. A legacy bcrypt hash is still accepted (bcryptjs runs
 * on the main thread, about 70 ms at cost 10, so only accounts not yet upgraded pay it, once:
 * the caller replaces the hash after a successful check).
 */
export async function checkPassword(password: string, hash: string): Promise<PasswordCheck> {
  if (isLegacyHash(hash)) return { matches: await bcrypt.compare(password, hash), needsRehash: true };
  try {
    const matches = await inHashSlot(() => argon2.verify(hash, password));
    return { matches, needsRehash: matches && argon2.needsRehash(hash, ARGON2_OPTIONS) };
  } catch {
    // Not a hash argon2 can read: no password matches it.
    return { matches: false, needsRehash: false };
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A real argon2id hash of a random string, checked against when the e-mail is unknown, so a wrong
 * e-mail costs the same time as a wrong password and the two cannot be told apart by timing.
 * Made once per process, on first use (off the event loop like every other hash).
 */
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(`not-a-real-password-${Math.random()}`));
