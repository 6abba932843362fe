import * as yup from 'yup';
import { gstinProblem, normaliseGstin } from './fields/gstin';
import { VALIDATION_MESSAGES as M } from './fields/messages';

// The seller as tax documents print it: the company's legal name, registered address, state and
// GSTIN. The server starts from the environment's values (COMPANY_*) and staff may change them
// in the back office; documents already issued keep the seller they were printed with.

export const SELLER_PROFILE_LIMITS = { legalNameMaxLength: 120, addressMaxLength: 300 } as const;

export const SELLER_PROFILE_MESSAGES = {
  legalNameRequired: 'Enter the company’s legal name, as registered for GST',
  addressRequired: 'Enter the registered address printed on invoices',
  stateRequired: 'Choose the state the company is registered in',
  stateInvalid: 'Choose a state from the list',
  gstinRequired: 'Enter the company’s GSTIN',
  gstinFormat: 'Enter the 15-character GSTIN, e.g. 07AAACU1234F1ZS',
  gstinCheckDigit: 'This GSTIN’s last character does not match: please compare it with the registration certificate',
  gstinState: (state: string, code: string) =>
    `A GSTIN registered in ${state} starts with ${code}: check the state or the GSTIN`,
} as const;

/**
 * `PUT /api/admin/billing/seller`. The states and their GST codes come from `src/content` (shared
 * code cannot import it: `GST_STATE_CODES`), so the form and the server build the same schema.
 * The GSTIN's first two digits must be the chosen state's code.
 */
export function createSellerProfileSchema(stateCodes: Readonly<Record<string, string>>) {
  const states = Object.keys(stateCodes);
  return yup.object({
    legalName: yup
      .string()
      .trim()
      .required(SELLER_PROFILE_MESSAGES.legalNameRequired)
      .max(SELLER_PROFILE_LIMITS.legalNameMaxLength, M.tooLong(SELLER_PROFILE_LIMITS.legalNameMaxLength)),
    address: yup
      .string()
      .trim()
      .required(SELLER_PROFILE_MESSAGES.addressRequired)
      .max(SELLER_PROFILE_LIMITS.addressMaxLength, M.tooLong(SELLER_PROFILE_LIMITS.addressMaxLength)),
    state: yup
      .string()
      .trim()
      .required(SELLER_PROFILE_MESSAGES.stateRequired)
      .oneOf(states, SELLER_PROFILE_MESSAGES.stateInvalid),
    gstin: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? normaliseGstin(value) : value))
      .required(SELLER_PROFILE_MESSAGES.gstinRequired)
      .test('gstin', function check(value) {
        const problem = value ? gstinProblem(value) : null;
        if (problem === 'format') return this.createError({ message: SELLER_PROFILE_MESSAGES.gstinFormat });
        if (problem === 'checkDigit') return this.createError({ message: SELLER_PROFILE_MESSAGES.gstinCheckDigit });
        const state = String(this.parent?.state ?? '').trim();
        const code = stateCodes[state];
        if (value && code && !value.startsWith(code))
          return this.createError({ message: SELLER_PROFILE_MESSAGES.gstinState(state, code) });
        return true;
      }),
  });
}

export type SellerProfileSchema = ReturnType<typeof createSellerProfileSchema>;
export type SellerProfileInput = yup.InferType<SellerProfileSchema>;

/** The seller as the API answers it: what staff saved, or the environment's values until then. */
export interface SellerProfile extends SellerProfileInput {
  /** The state's GST code (the GSTIN's first two digits). */
  stateCode: string;
  /** `saved`: staff saved it (when: `updatedAt`); `defaults`: the environment's values. */
  source: 'saved' | 'defaults';
  updatedAt: string | null;
}
