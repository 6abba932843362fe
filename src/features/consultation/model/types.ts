import type { ConsultationRequest } from '@/shared/contract/consultation';

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
