/** Texts of the consultation request form (tests import them). */
export const CONSULTATION_TEXT = {
  formTitle: 'Request a consultation',
  submit: 'Send Request',
  sending: 'Sending...',
  submittedTitle: 'Thank you! Your consultation request has been sent.',
  submittedBody: 'One of our event planners will contact you soon by your preferred method.',
  reference: (reference: string) => `Your request reference is ${reference}.`,
  another: 'Send another request',
  failure: 'Failed to send your request. Please try again.',
} as const;
