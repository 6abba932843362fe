import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { AdminAccount, AdminAccountDecision } from '@/shared/contract/adminAccount';
import type { ApiSuccess } from '@/shared/contract/envelope';
import { ADMIN_ACCOUNTS_TEXT } from '../model/text';

export const adminAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/admins?status=pending|active` with the list kit's query. */
    listAdminAccounts: build.query<ListPage<AdminAccount>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/admins', params }),
      transformResponse: toListPage<AdminAccount>,
      transformErrorResponse: withFallback(ADMIN_ACCOUNTS_TEXT.loadFailed),
      providesTags: [{ type: 'AdminAccount', id: 'LIST' }],
    }),
    /** `POST /api/admin/admins/:id/approve|reject`. */
    decideAdminAccount: build.mutation<string, { id: number; decision: AdminAccountDecision }>({
      query: ({ id, decision }) => ({ url: `admin/admins/${id}/${decision}`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<null>) => response.message,
      transformErrorResponse: withFallback(ADMIN_ACCOUNTS_TEXT.decisionFailed),
      invalidatesTags: [{ type: 'AdminAccount', id: 'LIST' }],
    }),
  }),
});

export const { useListAdminAccountsQuery, useDecideAdminAccountMutation } = adminAccountsApi;
