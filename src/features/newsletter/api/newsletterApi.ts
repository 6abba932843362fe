import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { NewsletterInput, NewsletterReceipt } from '@/shared/contract/newsletter';
import { NEWSLETTER_TEXT } from '../model/text';

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/newsletter`: stores the subscription and mails the discount code. */
    subscribe: build.mutation<NewsletterReceipt, NewsletterInput>({
      query: (body) => ({ url: 'newsletter', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<NewsletterReceipt>) => response.data,
      transformErrorResponse: withFallback(NEWSLETTER_TEXT.failed),
    }),
  }),
});

export const { useSubscribeMutation } = newsletterApi;
