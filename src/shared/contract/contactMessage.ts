import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../config/auth';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_VALIDATION,
  ENQUIRY_TYPES,
} from '../config/contact';
import { EMAIL_PATTERN, isMailSafe } from './fields/email';
import { VALIDATION_MESSAGES as M } from './fields/messages';
import { noLinks } from './fields/noLinks';

/**
 * The contact form (spec: Validation rules): first name, last name, e-mail and message required; phone optional
 * (typed after a fixed +91); enquiry type one of four. The server validates with the same schema
 * and also bounds every length.
 */
export const contactMessageSchema = yup.object({
  firstName: noLinks(
    yup.string().trim().required(M.firstNameRequired).max(NAME_MAX_LENGTH, M.tooLong(NAME_MAX_LENGTH)),
  ),
  lastName: noLinks(yup.string().trim().required(M.lastNameRequired).max(NAME_MAX_LENGTH, M.tooLong(NAME_MAX_LENGTH))),
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(M.emailRequired)
    .max(EMAIL_MAX_LENGTH, M.tooLong(EMAIL_MAX_LENGTH))
    .matches(EMAIL_PATTERN, M.emailInvalid)
    .test('mail-safe', M.emailInvalid, isMailSafe),
  phone: yup
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX_LENGTH, M.tooLong(CONTACT_PHONE_MAX_LENGTH))
    .matches(/^[0-9][0-9 -]{5,}$/, { message: CONTACT_VALIDATION.phoneInvalid, excludeEmptyString: true })
    .default(''),
  message: yup
    .string()
    .trim()
    .required(CONTACT_VALIDATION.messageRequired)
    .max(CONTACT_MESSAGE_MAX_LENGTH, M.tooLong(CONTACT_MESSAGE_MAX_LENGTH)),
  enquiryType: yup
    .string()
    .oneOf(ENQUIRY_TYPES, CONTACT_VALIDATION.enquiryTypeInvalid)
    .required(CONTACT_VALIDATION.enquiryTypeInvalid),
});

export type ContactMessageInput = yup.InferType<typeof contactMessageSchema>;

/** The answer of `POST /api/contact-messages`. */
export interface ContactMessageReceipt {
  id: number;
}
