import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { PaymentsView } from '@/shared/contract/paymentsView';
import { PAYMENTS_ADMIN_TEXT } from '../model/text';

export const paymentsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/payments?month=YYYY-MM` (IST). */
    getPaymentsView: build.query<PaymentsView, string>({
      query: (month) => ({ url: 'admin/payments', params: { month } }),
      transformResponse: (response: ApiSuccess<PaymentsView>) => response.data,
      transformErrorResponse: withFallback(PAYMENTS_ADMIN_TEXT.loadFailed),
      // Marking an order paid, cancelling it or recording a refund changes these figures.
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetPaymentsViewQuery } = paymentsAdminApi;
