export { usePlaceOrderMutation, useQuoteOrderQuery, type GuestContactRequest } from './api/checkoutApi';
export { CHECKOUT_TEXT } from './model/text';
export { UpiPayment } from './ui/UpiPayment';
export type { ConfirmationState } from './model/types';
