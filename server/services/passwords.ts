import bcrypt from 'bcryptjs';

/** bcrypt cost 10: about 60-80 ms per hash on one core, the price of resisting offline guessing. */
export const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

/**
 * A real hash of a random string, compared against when the e-mail is unknown, so a wrong e-mail
 * costs the same time as a wrong password and the two cannot be told apart by timing.
 */
export const DUMMY_PASSWORD_HASH = bcrypt.hashSync('not-a-real-password-9!', BCRYPT_COST);
