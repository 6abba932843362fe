export { CHECKOUT_TEXT } from './model/text';
export { CheckoutForm } from './ui/CheckoutForm';
export { UpiPayment } from './ui/UpiPayment';
export type { ConfirmationState } from './model/types';
