import * as yup from 'yup';
import {
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MIN_LINE_QUANTITY,
  PAYMENT_METHODS,
  PRODUCT_COLOURS,
  PRODUCT_SIZES,
} from '../config/shop';

// The order payload, validated by the server (and typed for the client): only ids, quantities and
// options travel; prices are always the server's.

export const ORDER_MESSAGES = {
  itemsRequired: 'Your bag is empty',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different items`,
  productRequired: 'A product is required',
  quantity: `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`,
  size: 'Please choose one of the sizes offered',
  colour: 'Please choose one of the colours offered',
  deliveryMethod: 'Please choose standard or express delivery',
  paymentMethod: 'Cash on delivery is the only payment method',
  discountCodeTooLong: 'Discount codes are at most 20 characters',
  addressRequired: 'A delivery address is required',
} as const;

const ADDRESS_LIMITS = { street: 200, city: 80, state: 80, zipCode: 6, country: 60 } as const;

/** The delivery address stored with the order (a copy, so later edits of the address book do not change it). */
export const orderAddressSchema = yup.object({
  street: yup.string().trim().required('Street is required').max(ADDRESS_LIMITS.street, `Must be at most ${ADDRESS_LIMITS.street} characters`),
  city: yup.string().trim().required('City is required').max(ADDRESS_LIMITS.city, `Must be at most ${ADDRESS_LIMITS.city} characters`),
  state: yup.string().trim().required('State is required').max(ADDRESS_LIMITS.state, `Must be at most ${ADDRESS_LIMITS.state} characters`),
  zipCode: yup.string().trim().required('PIN code is required').matches(/^[1-9][0-9]{5}$/, 'PIN code must be 6 digits'),
  country: yup.string().trim().required('Country is required').max(ADDRESS_LIMITS.country, `Must be at most ${ADDRESS_LIMITS.country} characters`),
});

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
  quantity: quantityField(),
  size: yup.string().oneOf([...PRODUCT_SIZES], ORDER_MESSAGES.size).optional(),
  colour: yup.string().oneOf([...PRODUCT_COLOURS], ORDER_MESSAGES.colour).optional(),
});

const pricingFields = {
  items: yup.array(orderItemSchema).required(ORDER_MESSAGES.itemsRequired).min(1, ORDER_MESSAGES.itemsRequired).max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
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

/** `POST /api/Order`. */
export const placeOrderSchema = yup.object({
  ...pricingFields,
  shippingAddress: orderAddressSchema.required(ORDER_MESSAGES.addressRequired),
  paymentMethod: yup.string().oneOf([...PAYMENT_METHODS], ORDER_MESSAGES.paymentMethod).required(ORDER_MESSAGES.paymentMethod),
});

export type OrderItemInput = yup.InferType<typeof orderItemSchema>;
export type OrderQuoteInput = yup.InferType<typeof orderQuoteSchema>;
export type PlaceOrderInput = yup.InferType<typeof placeOrderSchema>;
export type OrderAddressInput = yup.InferType<typeof orderAddressSchema>;
