export { addressesApi, useAddAddressMutation, useDeleteAddressMutation, useGetMyAddressesQuery, useUpdateAddressMutation } from './api/addressesApi';
export { ADDRESS_TEXT, type Address, type AddressInput } from './model/types';
