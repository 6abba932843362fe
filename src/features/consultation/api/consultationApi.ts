import { baseApi, withFallback, type ApiSuccess, type SubmissionReceipt } from '@/shared/api';
import { CONSULTATION_TEXT } from '../model/text';
import type { ConsultationRequest } from '../model/types';

export const consultationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/consultations`: stored and sent to the company inbox. */
    sendConsultationRequest: build.mutation<SubmissionReceipt, ConsultationRequest>({
      query: (body) => ({ url: 'consultations', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<SubmissionReceipt>) => response.data,
      transformErrorResponse: withFallback(CONSULTATION_TEXT.failure),
    }),
  }),
});

export const { useSendConsultationRequestMutation } = consultationApi;
