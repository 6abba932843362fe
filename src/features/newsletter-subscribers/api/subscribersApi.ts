import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { NewsletterSubscriber } from '@/shared/contract/newsletter';
import { SUBSCRIBERS_TEXT } from '../model/text';

export const subscribersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/newsletter` with the list kit's query (`state`, `q`, paging, sort). */
    listSubscribers: build.query<ListPage<NewsletterSubscriber>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/newsletter', params }),
      transformResponse: toListPage<NewsletterSubscriber>,
      transformErrorResponse: withFallback(SUBSCRIBERS_TEXT.loadFailed),
      providesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
  }),
});

export const { useListSubscribersQuery, useLazyListSubscribersQuery } = subscribersApi;
