import type { Address, OrderAddress } from '@/shared/contract/address';
import type { DeliveryMethod } from '@/shared/config/shop';

export const DEFAULT_DELIVERY: DeliveryMethod = 'standard';

/** The form the Place order button submits (it sits in the summary, outside the form element). */
export const CHECKOUT_FORM_ID = 'checkout-form';

/** The copy of a saved address that travels with the order. */
export const orderAddressOf = ({
  recipientName,
  recipientPhone,
  street,
  city,
  state,
  zipCode,
  country,
}: Omit<Address, 'id'>): OrderAddress => ({
  recipientName,
  recipientPhone,
  street,
  city,
  state,
  zipCode,
  country,
});
