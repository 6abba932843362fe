import { baseApi, withFallback, type ApiSuccess } from '@/shared/api';
import type { ContactMessageInput } from '@/shared/validation/contact';
import { CONTACT_TEXT } from '../model/text';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/contact-messages`: stores the message and notifies the team. */
    sendContactMessage: build.mutation<{ id: number }, ContactMessageInput>({
      query: (body) => ({ url: 'contact-messages', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ id: number }>) => response.data,
      transformErrorResponse: withFallback(CONTACT_TEXT.failed),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
