import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { SellerProfile, SellerProfileInput } from '@/shared/contract/sellerProfile';
import { BILLING_ADMIN_TEXT } from '../model/text';

export const billingAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/billing/seller`. */
    getSellerProfile: build.query<SellerProfile, void>({
      query: () => 'admin/billing/seller',
      transformResponse: (response: ApiSuccess<SellerProfile>) => response.data,
      transformErrorResponse: withFallback(BILLING_ADMIN_TEXT.loadFailed),
    }),
    /** `PUT /api/admin/billing/seller`; the answer replaces the cached profile. */
    saveSellerProfile: build.mutation<SellerProfile, SellerProfileInput>({
      query: (body) => ({ url: 'admin/billing/seller', method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<SellerProfile>) => response.data,
      transformErrorResponse: withFallback(BILLING_ADMIN_TEXT.saveFailed),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(billingAdminApi.util.upsertQueryData('getSellerProfile', undefined, data));
      },
    }),
  }),
});

export const { useGetSellerProfileQuery, useSaveSellerProfileMutation } = billingAdminApi;
