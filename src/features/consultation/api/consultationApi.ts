import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { ConsultationRequest, SubmissionReceipt } from '@/shared/contract/consultation';
import { CONSULTATION_TEXT } from '../model/text';

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
