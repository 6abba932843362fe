import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

// The address rules, shared by the account page, the checkout and the server.

export const ADDRESS_LIMITS = {
  /** Saved addresses per customer. */
  maxPerUser: 20,
  streetMaxLength: 200,
  cityMaxLength: 80,
  countryMaxLength: 60,
} as const;

/** Indian PIN code: six digits, the first one never 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export const ADDRESS_MESSAGES = {
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'Please select a state',
  stateInvalid: 'Please select a state from the list',
  zipCodeRequired: 'PIN code is required',
  zipCodeInvalid: 'Please enter a valid 6-digit PIN code',
  countryRequired: 'Country is required',
  countryInvalid: (country: string) => `We deliver only within ${country}`,
  tooMany: `You can save up to ${ADDRESS_LIMITS.maxPerUser} addresses. Delete one to add another.`,
} as const;

/**
 * street, city, state, zipCode and country are required (spec admin document §5), isDefault is
 * optional. The lists of states and countries come from `src/content` (shared code cannot import
 * it), so the client and the server build the schema from the same data.
 */
export function createAddressSchema(options: { states: readonly string[]; countries: readonly string[] }) {
  const { states, countries } = options;
  return yup.object({
    street: yup
      .string()
      .trim()
      .required(ADDRESS_MESSAGES.streetRequired)
      .max(ADDRESS_LIMITS.streetMaxLength, M.tooLong(ADDRESS_LIMITS.streetMaxLength)),
    city: yup.string().trim().required(ADDRESS_MESSAGES.cityRequired).max(ADDRESS_LIMITS.cityMaxLength, M.tooLong(ADDRESS_LIMITS.cityMaxLength)),
    state: yup.string().trim().required(ADDRESS_MESSAGES.stateRequired).oneOf([...states], ADDRESS_MESSAGES.stateInvalid),
    zipCode: yup.string().trim().required(ADDRESS_MESSAGES.zipCodeRequired).matches(PIN_CODE_PATTERN, ADDRESS_MESSAGES.zipCodeInvalid),
    country: yup
      .string()
      .trim()
      .required(ADDRESS_MESSAGES.countryRequired)
      .max(ADDRESS_LIMITS.countryMaxLength, M.tooLong(ADDRESS_LIMITS.countryMaxLength))
      .oneOf([...countries], ADDRESS_MESSAGES.countryInvalid(countries.join(', '))),
    // Optional: a PUT without it keeps the address's current flag.
    isDefault: yup.boolean().optional(),
  });
}

export type AddressSchema = ReturnType<typeof createAddressSchema>;
export type AddressFields = yup.InferType<AddressSchema>;
