import * as yup from 'yup';
import { TEXT_LIMITS } from '../../config/forms';
import { EMAIL_PATTERN, isMailSafe } from './email';
import { VALIDATION_MESSAGES as M } from './messages';

// Field rules of the public enquiry forms (booking, consultation request, meeting registration),
// used by the client forms and the server alike.

/** Digits, spaces, brackets and dashes with an optional leading +, 7 to 20 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

export const requiredText = (requiredMessage: string, max: number = TEXT_LIMITS.shortText) =>
  yup.string().trim().required(requiredMessage).max(max, M.tooLong(max));

/** A required e-mail in the spec's shape that is safe to put in a To: header. */
export const recipientEmail = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .required(M.emailRequired)
    .max(TEXT_LIMITS.email, M.tooLong(TEXT_LIMITS.email))
    .matches(EMAIL_PATTERN, { message: M.emailInvalid, excludeEmptyString: true })
    .test('mail-safe', M.emailInvalid, isMailSafe);

export const requiredPhone = (requiredMessage: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .max(TEXT_LIMITS.phone, M.tooLong(TEXT_LIMITS.phone))
    .matches(PHONE_PATTERN, { message: M.phoneInvalid, excludeEmptyString: true });

/** One of `values`, or empty when the field is optional. */
export const optionalChoice = <T extends string>(values: readonly T[], message: string) =>
  yup
    .string()
    .trim()
    .default('')
    .oneOf(['', ...values], message);

export const requiredChoice = <T extends string>(
  values: readonly T[],
  requiredMessage: string,
  invalidMessage = requiredMessage,
) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .oneOf([...values], invalidMessage);
