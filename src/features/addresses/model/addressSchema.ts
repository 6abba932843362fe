import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '@/content/indianStates';
import { lazySchema } from '@/shared/ui/form';
import type { Address, AddressInput } from '@/shared/contract/address';

/**
 * The form's rules: the same schema the server validates with (built from the same lists),
 * loaded with yup on the first validation and prefetched while idle.
 */
export const addressSchema = lazySchema(() =>
  import(/* webpackChunkName: "validation-address", webpackPrefetch: true */ '@/shared/contract/address').then((m) =>
    m.createAddressSchema({ states: INDIAN_STATES_AND_UNION_TERRITORIES, countries: [ADDRESS_COUNTRY] }),
  ),
);

export type AddressFormValues = Required<AddressInput>;

export const emptyAddress: AddressFormValues = {
  recipientName: '',
  recipientPhone: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: ADDRESS_COUNTRY,
  isDefault: false,
};

/** The form's starting values: an address being edited, or a blank one. */
export function addressFormValues(address?: Address): AddressFormValues {
  if (!address) return emptyAddress;
  const { recipientName, recipientPhone, street, city, state, zipCode, country, isDefault } = address;
  return {
    recipientName: recipientName ?? '',
    recipientPhone: recipientPhone ?? '',
    street,
    city,
    state,
    zipCode,
    country,
    isDefault: isDefault ?? false,
  };
}
