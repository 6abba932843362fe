import * as yup from 'yup';

/**
 * A GSTIN (a business's GST registration, 15 characters): the two-digit GST code of its state,
 * its PAN (five letters, four digits, a letter), the registration's number within that PAN
 * (1-9 or A-Z), `Z`, and a check character. The check is the GST network's mod-36 sum: each
 * character's value (0-9, then A-Z as 10-35) times 1 or 2 by turns, each product's base-36
 * digits added, and the check is what brings the sum to a multiple of 36.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

export type GstinProblem = 'format' | 'checkDigit';

/** What is wrong with a GSTIN (upper-cased, spaces removed), or null when it is well formed. */
export function gstinProblem(value: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(value)) return 'format';
  return gstinCheckCharacter(value.slice(0, 14)) === value[14] ? null : 'checkDigit';
}

/** A GSTIN as typed, in the form it is checked and stored in. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const GSTIN_MESSAGES = {
  format: 'Enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  checkDigit: 'This GSTIN does not check out: please compare it with the registration certificate',
} as const;

/** An optional GSTIN field: empty means none; typed with spaces or in lower case it is read as the registration. */
export const optionalGstin = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() ? normaliseGstin(value) : undefined))
    .test('gstin', function check(value) {
      if (value === undefined) return true;
      const problem = gstinProblem(value);
      return problem ? this.createError({ message: GSTIN_MESSAGES[problem] }) : true;
    })
    .optional();
