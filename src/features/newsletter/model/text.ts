import { VALIDATION_MESSAGES } from '@/shared/contract/fields/messages';

/** Texts of the newsletter form; the spec's are exact (public-site.md, Validation rules, Error catalogue). */
export const NEWSLETTER_TEXT = {
  emailLabel: 'Email address',
  placeholder: 'you@example.com',
  invalidEmail: VALIDATION_MESSAGES.emailInvalid,
  submit: 'Subscribe',
  sending: 'Sending...',
  success: 'Thank you! Your 10% discount code has been sent to your email.',
  /** When the mail server has not taken the mail yet: it is retried, so say it follows (not in the spec). */
  successQueued: 'Thank you! Your 10% discount code is on its way to your email and will arrive shortly.',
  failed: 'We could not subscribe you just now. Please try again.',
} as const;

/** Texts of the newsletter unsubscribe page (`/newsletter/unsubscribe?token=…`). */
export const UNSUBSCRIBE_TEXT = {
  title: 'Unsubscribe from the newsletter',
  description: 'Stop receiving the newsletter e-mails.',
  confirmIntro: (email: string) => `Do you want to stop receiving the newsletter at ${email}?`,
  confirm: 'Unsubscribe',
  confirming: 'Unsubscribing...',
  done: (email: string) => `${email} has been unsubscribed. You will receive no more newsletter e-mails from us.`,
  already: (email: string) => `${email} is not subscribed to the newsletter.`,
  noToken: 'This page needs the unsubscribe link from one of our e-mails. Please open the link from the e-mail again.',
  failed: 'We could not unsubscribe you just now. Please try again.',
  resubscribe: 'Changed your mind? You can subscribe again at the bottom of any page.',
} as const;
