import * as yup from 'yup';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, INDIAN_MOBILE_PATTERN, PIN_CODE_PATTERN } from '../config/address';
import { pinMatchesState } from './fields/pinPrefixes';
import { VALIDATION_MESSAGES as M } from './fields/messages';
import { noLinks } from './fields/noLinks';

// The address book's entity: its rules (shared by the account page, the checkout and the server)
// and the address as the API shows it. The name and address lines refuse web links (fields/noLinks).

/** A required Indian mobile number (recipients, guests). */
export const indianMobile = (requiredMessage: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .matches(INDIAN_MOBILE_PATTERN, { message: ADDRESS_MESSAGES.mobileInvalid, excludeEmptyString: true });

/**
 * recipientName, recipientPhone, street, city, state, zipCode and country are required (spec admin document, Validation rules), isDefault is
 * optional. The lists of states and countries come from `src/content` (shared code cannot import
 * it), so the client and the server build the schema from the same data.
 */
export function createAddressSchema(options: { states: readonly string[]; countries: readonly string[] }) {
  const { states, countries } = options;
  return yup.object({
    recipientName: noLinks(
      yup
        .string()
        .trim()
        .required(ADDRESS_MESSAGES.recipientNameRequired)
        .max(ADDRESS_LIMITS.recipientNameMaxLength, M.tooLong(ADDRESS_LIMITS.recipientNameMaxLength)),
    ),
    recipientPhone: indianMobile(ADDRESS_MESSAGES.recipientPhoneRequired),
    street: noLinks(
      yup
        .string()
        .trim()
        .required(ADDRESS_MESSAGES.streetRequired)
        .max(ADDRESS_LIMITS.streetMaxLength, M.tooLong(ADDRESS_LIMITS.streetMaxLength)),
    ),
    city: noLinks(
      yup
        .string()
        .trim()
        .required(ADDRESS_MESSAGES.cityRequired)
        .max(ADDRESS_LIMITS.cityMaxLength, M.tooLong(ADDRESS_LIMITS.cityMaxLength)),
    ),
    state: yup
      .string()
      .trim()
      .required(ADDRESS_MESSAGES.stateRequired)
      .oneOf([...states], ADDRESS_MESSAGES.stateInvalid),
    zipCode: yup
      .string()
      .trim()
      .required(ADDRESS_MESSAGES.zipCodeRequired)
      .matches(PIN_CODE_PATTERN, ADDRESS_MESSAGES.zipCodeInvalid)
      // Checked against the chosen state (first digits of the PIN code, see fields/pinPrefixes).
      .test('pin-state', function check(zip) {
        const state = String(this.parent?.state ?? '').trim();
        if (!zip || !PIN_CODE_PATTERN.test(zip) || !states.includes(state) || pinMatchesState(zip, state)) return true;
        return this.createError({ message: ADDRESS_MESSAGES.zipCodeState(state) });
      }),
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
/** `POST /api/Address` and `PUT /api/Address/:id`. */
export type AddressInput = yup.InferType<AddressSchema>;

/** A saved delivery address (spec admin-and-account.md, Entities); the server always sends `isDefault`. */
export type Address = AddressInput & { id: number };

/** Where an order goes: an address's fields without the address book's own. */
export type OrderAddress = Omit<AddressInput, 'isDefault'>;
