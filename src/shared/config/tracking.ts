// Tracking's messages (no yup here: the tracking page shows them without loading the schemas).

export const TRACKING_MESSAGES = {
  orderNumberRequired: 'Please enter your order number',
  emailOrPhoneRequired: 'Please enter the e-mail or phone you ordered with',
  trackingNumberRequired: 'Please enter your tracking number',
  /** One answer for every wrong combination, whether or not the number exists. */
  notFound: 'We could not find an order with those details',
} as const;
