export { checkoutApi, usePlaceOrderMutation, useQuoteOrderQuery, type GuestContactRequest, type PlaceOrderRequest, type QuoteOrderRequest } from './api/checkoutApi';
export { CHECKOUT_TEXT } from './model/text';
export { UpiPayment } from './ui/UpiPayment';
export type { ConfirmationState } from './model/types';
