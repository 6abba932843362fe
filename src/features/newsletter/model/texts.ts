import { VALIDATION_MESSAGES } from '@/shared/validation/messages';

/** Texts of the newsletter form; the spec's are exact (public-site.md §5, §8). */
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

/** Spec §9: the newsletter's success shows after 800 ms (or when the server answers, if later). */
export const NEWSLETTER_DELAY_MS = 800;
