import * as yup from 'yup';
import { EMAIL_MAX_LENGTH } from '../config/auth';
import { EMAIL_PATTERN, isMailSafe } from './fields/email';
import type { MailDelivery } from './fields/mailDelivery';
import { VALIDATION_MESSAGES as M } from './fields/messages';

/**
 * The newsletter form (spec: Validation rules): an e-mail shaped as text, @, text, dot, text; an empty field gets
 * the same message as a malformed one. The client form and `POST /api/newsletter` share it.
 */
export const newsletterSchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(M.emailInvalid)
    .max(EMAIL_MAX_LENGTH, M.tooLong(EMAIL_MAX_LENGTH))
    .matches(EMAIL_PATTERN, M.emailInvalid)
    .test('mail-safe', M.emailInvalid, isMailSafe),
});

export type NewsletterInput = yup.InferType<typeof newsletterSchema>;

/** The answer of `POST /api/newsletter`. */
export interface NewsletterReceipt {
  welcomeMail: MailDelivery;
}

/** `GET` and `POST /api/newsletter/unsubscribe`: whose link it is and whether it is still subscribed. */
export interface UnsubscribeStatus extends NewsletterInput {
  subscribed: boolean;
}

/** A newsletter subscription as the back office lists it. */
export interface NewsletterSubscriber extends NewsletterInput {
  id: number;
  createdAt: string;
  unsubscribedAt: string | null;
}
