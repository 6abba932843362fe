export { consultationApi, useSendConsultationRequestMutation } from './api/consultationApi';
export { CONSULTATION_TEXT } from './model/text';
export { emptyConsultationRequest, type ConsultationPrefill, type ConsultationRequest } from './model/types';
export { ConsultationRequestForm } from './ui/ConsultationRequestForm';
