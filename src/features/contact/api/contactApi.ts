import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { ContactMessageInput, ContactMessageReceipt } from '@/shared/contract/contactMessage';
import { CONTACT_TEXT } from '../model/text';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/contact-messages`: stores the message and notifies the team. */
    sendContactMessage: build.mutation<ContactMessageReceipt, ContactMessageInput>({
      query: (body) => ({ url: 'contact-messages', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<ContactMessageReceipt>) => response.data,
      transformErrorResponse: withFallback(CONTACT_TEXT.failed),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
