import type { ConsultationBudget, ConsultationType, ContactMethod, EventType } from '@/shared/config/booking';

/** The consultation request form (admin-and-account.md, Entities). */
export interface ConsultationRequest {
  name: string;
  email: string;
  phone: string;
  consultationType: ConsultationType | '';
  preferredMethod: ContactMethod | '';
  message: string;
  eventType: EventType | '';
  budget: ConsultationBudget | '';
}

export const emptyConsultationRequest: ConsultationRequest = {
  name: '',
  email: '',
  phone: '',
  consultationType: '',
  preferredMethod: '',
  message: '',
  eventType: '',
  budget: '',
};

/** Fills part of the form from outside (an Enquire button on a catalogue card). */
export interface ConsultationPrefill {
  /** A new token applies the values again, even when they are the same. */
  token: number;
  values: Partial<ConsultationRequest>;
}
