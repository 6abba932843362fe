import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { AdminCustomer, AdminCustomerDetail } from '@/shared/contract/adminCustomer';
import type { ApiSuccess } from '@/shared/contract/envelope';
import { CUSTOMER_ADMIN_TEXT as T } from '../model/text';

export const customerAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/customers` with the list kit's query (`q`, paging, sort). */
    listAdminCustomers: build.query<ListPage<AdminCustomer>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/customers', params }),
      transformResponse: toListPage<AdminCustomer>,
      transformErrorResponse: withFallback(T.loadFailed),
    }),
    /** `GET /api/admin/customers/:id`: one customer and what they did (read fresh on every visit). */
    getAdminCustomer: build.query<AdminCustomerDetail, number>({
      query: (id) => `admin/customers/${id}`,
      transformResponse: (response: ApiSuccess<AdminCustomerDetail>) => response.data,
      transformErrorResponse: withFallback(T.customerFailed),
    }),
  }),
});

export const { useListAdminCustomersQuery, useGetAdminCustomerQuery } = customerAdminApi;
