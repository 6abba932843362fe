import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { AdminReturnRequest } from '@/shared/contract/orderReturn';
import { RETURNS_ADMIN_TEXT as T } from '../model/text';

export type ReturnDecision = 'approve' | 'reject' | 'receive';

// A decision shows in the queue, on the request, on its order's back-office page and on the customer's.
const changed = (id: number) => [
  { type: 'ReturnRequest' as const, id },
  { type: 'ReturnRequest' as const, id: 'LIST' },
  'AdminOrder' as const,
  'Order' as const,
];

export const returnsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/return-requests` (`_page`, `_limit`, `q` order number, `status`, `olderThanDays`). */
    listReturnRequests: build.query<ListPage<AdminReturnRequest>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/return-requests', params }),
      transformResponse: toListPage<AdminReturnRequest>,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: [{ type: 'ReturnRequest', id: 'LIST' }],
    }),
    getReturnRequest: build.query<AdminReturnRequest, number>({
      query: (id) => `admin/return-requests/${id}`,
      transformResponse: (response: ApiSuccess<AdminReturnRequest>) => response.data,
      transformErrorResponse: withFallback(T.requestFailed),
      providesTags: (_result, _error, id) => [{ type: 'ReturnRequest', id }],
    }),
    /** `POST /api/admin/return-requests/:id/approve|reject|receive` (reject with its reason). */
    decideReturnRequest: build.mutation<AdminReturnRequest, { id: number; decision: ReturnDecision; reason?: string }>({
      query: ({ id, decision, reason }) => ({
        url: `admin/return-requests/${id}/${decision}`,
        method: 'POST',
        body: decision === 'reject' ? { reason } : {},
      }),
      transformResponse: (response: ApiSuccess<AdminReturnRequest>) => response.data,
      transformErrorResponse: withFallback(T.decisionFailed),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
  }),
});

export const { useListReturnRequestsQuery, useGetReturnRequestQuery, useDecideReturnRequestMutation } = returnsAdminApi;
