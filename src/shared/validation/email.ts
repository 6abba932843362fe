/**
 * The spec's e-mail shape: text, an @, text, a dot, text (no spaces). Used by every e-mail field
 * on the client and by the server, so both sides accept exactly the same addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
