import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { UnsubscribeStatus } from '@/shared/contract/newsletter';
import { UNSUBSCRIBE_TEXT } from '../model/text';

export const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/newsletter/unsubscribe?token=`: whose link it is; changes nothing. */
    unsubscribeStatus: build.query<UnsubscribeStatus, string>({
      query: (token) => ({ url: 'newsletter/unsubscribe', params: { token } }),
      transformResponse: (response: ApiSuccess<UnsubscribeStatus>) => response.data,
      transformErrorResponse: withFallback(UNSUBSCRIBE_TEXT.failed),
    }),
    /** `POST /api/newsletter/unsubscribe` `{ token }`: the confirm button. */
    unsubscribe: build.mutation<UnsubscribeStatus, string>({
      query: (token) => ({ url: 'newsletter/unsubscribe', method: 'POST', body: { token } }),
      transformResponse: (response: ApiSuccess<UnsubscribeStatus>) => response.data,
      transformErrorResponse: withFallback(UNSUBSCRIBE_TEXT.failed),
    }),
  }),
});

export const { useUnsubscribeStatusQuery, useUnsubscribeMutation } = unsubscribeApi;
