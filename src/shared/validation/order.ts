import * as yup from 'yup';
import {
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_ITEMS,
  MAX_ORDER_LINES,
  MIN_LINE_QUANTITY,
  PAYMENT_METHODS,
  PRODUCT_COLOURS,
  PRODUCT_SIZES,
} from '../config/shop';
import { createAddressSchema, indianMobile } from './address';
import { requiredText, recipientEmail } from './contactFields';

// The order payload, validated by the server (and typed for the client): only ids, quantities and
// options travel; prices are always the server's.

export const ORDER_MESSAGES = {
  itemsRequired: 'Your bag is empty',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different items`,
  tooManyItems: `An order can hold at most ${MAX_ORDER_ITEMS} items in all`,
  productRequired: 'A product is required',
  quantity: `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`,
  size: 'Please choose one of the sizes offered',
  colour: 'Please choose one of the colours offered',
  deliveryMethod: 'Please choose standard or express delivery',
  paymentMethod: 'Please choose cash on delivery or UPI',
  guestRequired: 'Your name, e-mail and phone are required',
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your mobile number',
  variant: 'Please choose one of the options offered',
  discountCodeTooLong: 'Discount codes are at most 20 characters',
  addressRequired: 'A delivery address is required',
} as const;

const quantityField = () =>
  yup
    .number()
    .typeError(ORDER_MESSAGES.quantity)
    .required(ORDER_MESSAGES.quantity)
    .integer(ORDER_MESSAGES.quantity)
    .min(MIN_LINE_QUANTITY, ORDER_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantity);

export const orderItemSchema = yup.object({
  productId: yup.number().typeError(ORDER_MESSAGES.productRequired).required(ORDER_MESSAGES.productRequired).integer().positive(),
  variantId: yup.number().typeError(ORDER_MESSAGES.variant).integer(ORDER_MESSAGES.variant).positive(ORDER_MESSAGES.variant).optional(),
  quantity: quantityField(),
  size: yup.string().oneOf([...PRODUCT_SIZES], ORDER_MESSAGES.size).optional(),
  colour: yup.string().oneOf([...PRODUCT_COLOURS], ORDER_MESSAGES.colour).optional(),
});

const pricingFields = {
  items: yup
    .array(orderItemSchema)
    .required(ORDER_MESSAGES.itemsRequired)
    .min(1, ORDER_MESSAGES.itemsRequired)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines)
    .test('total-quantity', ORDER_MESSAGES.tooManyItems, (items) => (items ?? []).reduce((sum, item) => sum + (Number(item?.quantity) || 0), 0) <= MAX_ORDER_ITEMS),
  deliveryMethod: yup.string().oneOf([...DELIVERY_METHODS], ORDER_MESSAGES.deliveryMethod).required(ORDER_MESSAGES.deliveryMethod),
  discountCode: yup
    .string()
    .trim()
    .uppercase()
    .max(20, ORDER_MESSAGES.discountCodeTooLong)
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional(),
};

/** `POST /api/Order/quote`: what the order would cost, without placing it. */
export const orderQuoteSchema = yup.object(pricingFields);

/**
 * `POST /api/Order`. The delivery address follows the address book's rules (built from the same
 * lists of states and countries, which shared code cannot import itself).
 */
export function createPlaceOrderSchema(addressLists: Parameters<typeof createAddressSchema>[0]) {
  return yup.object({
    ...pricingFields,
    shippingAddress: createAddressSchema(addressLists).omit(['isDefault']).default(undefined).required(ORDER_MESSAGES.addressRequired),
    paymentMethod: yup.string().oneOf([...PAYMENT_METHODS], ORDER_MESSAGES.paymentMethod).required(ORDER_MESSAGES.paymentMethod),
  });
}

/** Who a guest is: the order's contact (the confirmation goes to this e-mail). */
export const guestContactSchema = yup.object({
  name: requiredText(ORDER_MESSAGES.nameRequired, 80),
  email: recipientEmail(),
  phone: indianMobile(ORDER_MESSAGES.phoneRequired),
});

/** `POST /api/Order` without a login: the same order plus the guest's contact. */
export function createGuestOrderSchema(addressLists: Parameters<typeof createAddressSchema>[0]) {
  return createPlaceOrderSchema(addressLists).shape({
    guest: guestContactSchema.default(undefined).required(ORDER_MESSAGES.guestRequired),
  });
}

export type GuestContact = yup.InferType<typeof guestContactSchema>;
export type GuestOrderInput = yup.InferType<ReturnType<typeof createGuestOrderSchema>>;


export type OrderItemInput = yup.InferType<typeof orderItemSchema>;
export type OrderQuoteInput = yup.InferType<typeof orderQuoteSchema>;
export type PlaceOrderInput = yup.InferType<ReturnType<typeof createPlaceOrderSchema>>;
