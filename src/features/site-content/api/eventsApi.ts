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
    /** One published event by its slug (its own page); 404 when there is none. */
    getEvent: build.query<SiteEvent, string>({
      query: (slug) => `events/${encodeURIComponent(slug)}`,
      transformResponse: (response: ApiSuccess<SiteEvent>) => response.data,
      transformErrorResponse: withFallback(EVENTS_TEXT.eventFailed),
      providesTags: (_result, _error, slug) => [{ type: 'SiteEvent', id: slug }],
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery } = eventsApi;
