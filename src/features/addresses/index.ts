export { useGetMyAddressesQuery } from './api/addressesApi';
export { ADDRESS_TEXT } from './model/text';
export { AddressBook } from './ui/AddressBook';
export { LazyAddressForm } from './ui/LazyAddressForm';
export type { AddressFormHandle } from './ui/AddressForm';
export { AddressLines } from './ui/AddressLines';
