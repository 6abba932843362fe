import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { SearchRequest, SearchResults } from '@/shared/contract/search';
import { SEARCH_TEXT } from '../model/text';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/search`: grouped hits; the same query is answered from the cache for a minute. */
    search: build.query<SearchResults, SearchRequest>({
      query: ({ q, limit }) => ({ url: 'search', params: limit === undefined ? { q } : { q, limit } }),
      transformResponse: (response: ApiSuccess<SearchResults>) => response.data,
      transformErrorResponse: withFallback(SEARCH_TEXT.failed),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
