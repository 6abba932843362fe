import * as yup from 'yup';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, PIN_CODE_PATTERN } from '../config/address';
import { VALIDATION_MESSAGES as M } from './messages';

// The address rules, shared by the account page, the checkout and the server.

export { ADDRESS_LIMITS, ADDRESS_MESSAGES, PIN_CODE_PATTERN } from '../config/address';

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
