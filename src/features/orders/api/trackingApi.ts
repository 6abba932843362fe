import { baseApi } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { TrackOrderRequest, TrackResult } from '@/shared/contract/orderTracking';

// Apart from the account's order endpoints (and their texts), so /tracking's first render loads
// only this lookup.
export const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST orders/track`: by order number with the e-mail or phone (the order's status and
     * timeline), or by the courier's tracking number (the status only). A lookup, not a change: a mutation so each submit asks again (and nothing is cached).
     */
    trackOrder: build.mutation<TrackResult, TrackOrderRequest>({
      query: (body) => ({ url: 'orders/track', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<TrackResult>) => response.data,
    }),
  }),
});

export const { useTrackOrderMutation } = trackingApi;
