// Address limits and messages (no yup here: the address form's page must not load yup to paint).

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
