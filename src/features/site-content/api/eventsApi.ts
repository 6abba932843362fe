import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { SiteEvent } from '@/shared/contract/event';
import { EVENTS_TEXT } from '../model/text';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Published events: upcoming first (soonest first), then past ones; `isPast` decided by the server in IST. */
    getEvents: build.query<SiteEvent[], void>({
      query: () => 'events',
      transformResponse: (response: ApiSuccess<SiteEvent[]>) => response.data,
      transformErrorResponse: withFallback(EVENTS_TEXT.loadFailed),
      providesTags: [{ type: 'SiteEvent', id: 'LIST' }],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;
