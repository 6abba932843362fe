// Address limits and messages (no yup here: the address form's page must not load yup to paint).

export const ADDRESS_LIMITS = {
  /** Saved addresses per customer. */
  maxPerUser: 20,
  streetMaxLength: 200,
  cityMaxLength: 80,
  countryMaxLength: 60,
  recipientNameMaxLength: 80,
} as const;

/**
 * An Indian mobile number: ten digits starting 6-9, optionally written with +91, 91 or 0 in front
 * and spaces or dashes between (what people type); stored as typed, trimmed.
 */
export const INDIAN_MOBILE_PATTERN = /^(?:\+?91[\s-]?|0)?[6-9](?:[\s-]?[0-9]){9}$/;

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
  zipCodeState: (state: string) => `This PIN code is not in ${state}`,
  recipientNameRequired: "Recipient's name is required",
  recipientPhoneRequired: "Recipient's mobile number is required",
  mobileInvalid: 'Please enter a 10-digit Indian mobile number',
  tooMany: `You can save up to ${ADDRESS_LIMITS.maxPerUser} addresses. Delete one to add another.`,
} as const;
