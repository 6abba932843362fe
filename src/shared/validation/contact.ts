import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../config/auth';
import { EMAIL_PATTERN, isMailSafe } from './email';
import { VALIDATION_MESSAGES as M } from './messages';

/** Enquiry types of the contact form (spec §3), with the labels the form shows. */
export const ENQUIRY_TYPES = ['CONCIERGE', 'GENERAL', 'SUPPORT', 'PARTNERSHIPS'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, string> = {
  CONCIERGE: 'Concierge',
  GENERAL: 'General enquiry',
  SUPPORT: 'Support',
  PARTNERSHIPS: 'Partnerships',
};

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_PHONE_MAX_LENGTH = 15;

export const CONTACT_VALIDATION = {
  messageRequired: 'Message is required',
  enquiryTypeInvalid: 'Please choose an enquiry type',
  phoneInvalid: 'Please enter the phone number without the +91 prefix, digits only',
} as const;

/**
 * The contact form (spec §5): first name, last name, e-mail and message required; phone optional
 * (typed after a fixed +91); enquiry type one of four. The server validates with the same schema
 * and also bounds every length.
 */
export const contactMessageSchema = yup.object({
  firstName: yup.string().trim().required(M.firstNameRequired).max(NAME_MAX_LENGTH, M.tooLong(NAME_MAX_LENGTH)),
  lastName: yup.string().trim().required(M.lastNameRequired).max(NAME_MAX_LENGTH, M.tooLong(NAME_MAX_LENGTH)),
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
  message: yup.string().trim().required(CONTACT_VALIDATION.messageRequired).max(CONTACT_MESSAGE_MAX_LENGTH, M.tooLong(CONTACT_MESSAGE_MAX_LENGTH)),
  enquiryType: yup.string().oneOf(ENQUIRY_TYPES, CONTACT_VALIDATION.enquiryTypeInvalid).required(CONTACT_VALIDATION.enquiryTypeInvalid),
});

export type ContactMessageInput = yup.InferType<typeof contactMessageSchema>;
