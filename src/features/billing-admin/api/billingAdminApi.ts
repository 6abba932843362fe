import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { SellerProfile, SellerProfileInput } from '@/shared/contract/sellerProfile';
import type { TaxDocumentSummary } from '@/shared/contract/taxDocument';
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
    /** `GET /api/admin/billing/documents?month=YYYY-MM`. */
    listTaxDocuments: build.query<TaxDocumentSummary[], string>({
      query: (month) => ({ url: 'admin/billing/documents', params: { month } }),
      transformResponse: (response: ApiSuccess<TaxDocumentSummary[]>) => response.data,
      transformErrorResponse: withFallback(BILLING_ADMIN_TEXT.documentsLoadFailed),
    }),
    /**
     * A PDF or the GSTR-1 CSV, behind the admin's token (so not a plain link): answers an object
     * URL of the file, which the caller hands to the browser and then revokes.
     */
    downloadBillingFile: build.mutation<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformErrorResponse: withFallback(BILLING_ADMIN_TEXT.downloadFailed),
    }),
  }),
});

export const {
  useGetSellerProfileQuery,
  useSaveSellerProfileMutation,
  useListTaxDocumentsQuery,
  useDownloadBillingFileMutation,
} = billingAdminApi;
