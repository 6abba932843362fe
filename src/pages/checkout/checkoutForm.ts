import * as yup from 'yup';
import type { Address } from '@/features/addresses';
import type { OrderAddress } from '@/shared/api';
import type { DeliveryMethod } from '@/shared/config/shop';
import { orderAddressSchema } from '@/shared/validation/order';

/** A saved address's id, or `new` for the address typed in the form. */
export const NEW_ADDRESS = 'new';

export interface CheckoutValues extends OrderAddress {
  addressChoice: string;
  deliveryMethod: DeliveryMethod;
  discountCode: string;
}

export const ADDRESS_FIELDS = ['street', 'city', 'state', 'zipCode', 'country'] as const;

export const emptyCheckoutValues: CheckoutValues = {
  addressChoice: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'India',
  deliveryMethod: 'standard',
  discountCode: '',
};

/** The typed address is checked only when it is the one chosen; the same rules as the server's. */
export const checkoutSchema = yup.lazy((values: CheckoutValues) =>
  yup.object({
    addressChoice: yup.string().required('Please choose a delivery address'),
    ...(values.addressChoice === NEW_ADDRESS ? orderAddressSchema.fields : {}),
  }),
);

export function shippingAddressOf(values: CheckoutValues, saved: Address[]): OrderAddress | undefined {
  if (values.addressChoice === NEW_ADDRESS) {
    const { street, city, state, zipCode, country } = values;
    return { street, city, state, zipCode, country };
  }
  const address = saved.find((candidate) => String(candidate.id) === values.addressChoice);
  return address && { street: address.street, city: address.city, state: address.state, zipCode: address.zipCode, country: address.country };
}
