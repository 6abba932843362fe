// Contact form options and limits (no yup here: the contact page must not load yup to paint).

/** Enquiry types of the contact form (spec: Entities), with the labels the form shows. */
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
