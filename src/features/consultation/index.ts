export { consultationApi, useSendConsultationRequestMutation } from './api/consultationApi';
export { CONSULTATION_TEXT, emptyConsultationRequest, type ConsultationPrefill, type ConsultationRequest } from './model/types';
export { ConsultationRequestForm } from './ui/ConsultationRequestForm';
