import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import { ADDRESS_TEXT } from '../model/text';
import type { Address, AddressInput } from '@/shared/contract/address';

/** Every save or delete invalidates the list, so it is fetched again (spec: States and transitions). */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyAddresses: build.query<Address[], void>({
      query: () => 'Address/user',
      transformResponse: (response: ApiSuccess<Address[]>) => response.data,
      transformErrorResponse: withFallback(ADDRESS_TEXT.fetchFailed),
      providesTags: (addresses) => [
        { type: 'Address' as const, id: 'LIST' },
        ...(addresses ?? []).map(({ id }) => ({ type: 'Address' as const, id })),
      ],
    }),
    addAddress: build.mutation<Address, AddressInput>({
      query: (body) => ({ url: 'Address', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<Address>) => response.data,
      transformErrorResponse: withFallback(ADDRESS_TEXT.addFailed),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    updateAddress: build.mutation<Address, Address>({
      query: ({ id, ...body }) => ({ url: `Address/${id}`, method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<Address>) => response.data,
      transformErrorResponse: withFallback(ADDRESS_TEXT.updateFailed),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    deleteAddress: build.mutation<null, number>({
      query: (id) => ({ url: `Address/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      transformErrorResponse: withFallback(ADDRESS_TEXT.deleteFailed),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } =
  addressesApi;
