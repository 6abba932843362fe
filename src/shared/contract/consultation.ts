import * as yup from 'yup';
import { CONSULTATION_BUDGETS, CONSULTATION_TYPES, CONTACT_METHODS, EVENT_TYPES } from '../config/booking';
import { TEXT_LIMITS } from '../config/forms';
import { optionalChoice, recipientEmail, requiredChoice, requiredPhone, requiredText } from './fields/contactFields';
import { noLinks } from './fields/noLinks';
import type { Unchosen } from './fields/types';

export const CONSULTATION_FIELD_MESSAGES = {
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your phone number',
  typeRequired: 'Please choose what the consultation is about',
  methodRequired: 'Please choose how we should contact you',
  messageRequired: 'Please tell us what you are planning',
  eventTypeInvalid: 'Please choose an event type from the list',
  budgetInvalid: 'Please choose a budget from the list',
} as const;

const M = CONSULTATION_FIELD_MESSAGES;

/** The consultation request form (admin-and-account.md, Entities) and `POST /api/consultations`. */
export const consultationRequestSchema = yup.object({
  name: noLinks(requiredText(M.nameRequired, TEXT_LIMITS.name)),
  email: recipientEmail(),
  phone: requiredPhone(M.phoneRequired),
  consultationType: requiredChoice(CONSULTATION_TYPES, M.typeRequired),
  preferredMethod: requiredChoice(CONTACT_METHODS, M.methodRequired),
  message: requiredText(M.messageRequired, TEXT_LIMITS.message),
  eventType: optionalChoice(EVENT_TYPES, M.eventTypeInvalid),
  budget: optionalChoice(CONSULTATION_BUDGETS, M.budgetInvalid),
});

export type ConsultationRequestInput = yup.InferType<typeof consultationRequestSchema>;

/** The form's values as sent: the two required choices are '' until chosen (the schema refuses that). */
export type ConsultationRequest = Unchosen<ConsultationRequestInput, 'consultationType' | 'preferredMethod'>;

/** The answer of `POST /api/consultations` and `POST /api/meeting-registrations`. */
export interface SubmissionReceipt {
  reference: string;
}
