export { addressesApi, useAddAddressMutation, useDeleteAddressMutation, useGetMyAddressesQuery, useUpdateAddressMutation } from './api/addressesApi';
export { addressFormValues, addressSchema, emptyAddress, type AddressFormValues } from './model/addressSchema';
export { ADDRESS_TEXT } from './model/text';
export type { Address, AddressInput } from './model/types';
export { AddressBook } from './ui/AddressBook';
export type { AddressFormProps } from './ui/AddressForm';
export { LazyAddressForm } from './ui/LazyAddressForm';
export { AddressLines, formatAddressLines } from './ui/AddressLines';
export { AddressList, type AddressListProps } from './ui/AddressList';
