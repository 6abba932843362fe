/** Texts of the Join Our Meeting form; the spec's are exact (public-site.md, Entities, Error catalogue). */
export const MEETING_TEXT = {
  formTitle: 'Join Our Meeting',
  submit: 'Submit Details',
  sending: 'Submitting...',
  progressLabel: 'Form completion',
  successTitle: 'Registration Successful!',
  successBody: "Welcome aboard! You're all set to join our exclusive meeting.",
  join: 'Join the Meeting',
  failure: 'Your registration could not be sent. Please try again.',
} as const;
