import * as yup from 'yup';
import { EMAIL_MAX_LENGTH } from '../config/auth';
import { EMAIL_PATTERN, isMailSafe } from './email';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * The newsletter form (spec: Validation rules): an e-mail shaped as text, @, text, dot, text; an empty field gets
 * the same message as a malformed one. The client form and `POST /api/newsletter` share it.
 */
export const newsletterSchema = yup.object({
  email: yup.string().trim().lowercase().required(M.emailInvalid).max(EMAIL_MAX_LENGTH, M.tooLong(EMAIL_MAX_LENGTH)).matches(EMAIL_PATTERN, M.emailInvalid).test('mail-safe', M.emailInvalid, isMailSafe),
});

export type NewsletterInput = yup.InferType<typeof newsletterSchema>;
