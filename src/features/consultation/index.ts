export type { ConsultationPrefill } from './model/types';
export { ConsultationRequestForm } from './ui/ConsultationRequestForm';
