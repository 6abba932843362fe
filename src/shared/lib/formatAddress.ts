import type { OrderAddress } from '../contract/address';

/** `12 Lodhi Road, New Delhi, Delhi 110003, India`. */
export const formatAddress = (address: OrderAddress) =>
  `${address.recipientName ? `${address.recipientName}, ${address.recipientPhone}, ` : ''}${address.street}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`;
