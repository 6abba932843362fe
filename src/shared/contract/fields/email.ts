/**
 * The spec's e-mail shape: text, an @, text, a dot, text (no spaces). Used by every e-mail field
 * on the client and by the server, so both sides accept exactly the same addresses.
 *
 * Written so that it never backtracks: the straightforward `^[^\s@]+@[^\s@]+\.[^\s@]+$` tries
 * every dot of the domain as "the" dot, which takes quadratic time (a 200,000-character value
 * blocked the server for 50 seconds). Here the domain is split at its first dot after the first
 * character (the part before it holds no dot), which accepts exactly the same strings.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Characters that separate or quote addresses in a mail header. An address typed into a form is
 * used as a recipient, so it must never be able to name another one (`x<someone@else.in>`).
 */
export const MAIL_HEADER_SPECIALS = /[,;:<>()[\]"\\]/;

/**
 * Control and invisible formatting characters (NUL, bidi overrides, zero-width joiners...). The
 * mailer drops some of them from a recipient, so `nul\u0000x@example.com` would be stored as one
 * address and mailed at another (`nulx@example.com`); the others only make a look-alike address.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** True when `value` (undefined: not given) holds no mail header special and no invisible character. */
export const isMailSafe = (value: string | undefined) =>
  value === undefined || !(MAIL_HEADER_SPECIALS.test(value) || INVISIBLE_CHARACTERS.test(value));
