import * as yup from 'yup';
import { TEXT_LIMITS } from '../config/forms';
import { MEETING_AGE_MAX, MEETING_AGE_MIN } from '../config/meeting';
import { requiredPhone, requiredText } from './fields/contactFields';
import { noLinks } from './fields/noLinks';

export const MEETING_FIELD_MESSAGES = {
  nameRequired: 'Please enter your name',
  mobileRequired: 'Please enter your mobile number',
  ageRequired: 'Please enter your age',
  ageRange: `Age must be a whole number from ${MEETING_AGE_MIN} to ${MEETING_AGE_MAX}`,
  cityRequired: 'Please enter your city',
  professionRequired: 'Please enter your profession',
  organizationRequired: 'Please enter your organization',
} as const;

const M = MEETING_FIELD_MESSAGES;

/** A blank age is "missing", not "not a number". */
const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

/** Join Our Meeting (public-site.md, Entities, Validation rules): six required fields, age 1 to 120. */
export const meetingRegistrationSchema = yup.object({
  name: noLinks(requiredText(M.nameRequired, TEXT_LIMITS.name)),
  mobile: requiredPhone(M.mobileRequired),
  age: yup
    .number()
    .transform(blankToUndefined)
    .typeError(M.ageRange)
    .required(M.ageRequired)
    .integer(M.ageRange)
    .min(MEETING_AGE_MIN, M.ageRange)
    .max(MEETING_AGE_MAX, M.ageRange),
  city: noLinks(requiredText(M.cityRequired)),
  profession: requiredText(M.professionRequired),
  organization: noLinks(requiredText(M.organizationRequired)),
});

export type MeetingRegistrationInput = yup.InferType<typeof meetingRegistrationSchema>;
