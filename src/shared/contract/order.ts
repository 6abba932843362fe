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
  type DeliveryMethod,
  type PaymentMethod,
  type PaymentStatus,
  type ProductColour,
  type ProductSize,
} from '../config/shop';
import { createAddressSchema, indianMobile, type OrderAddress } from './address';
import { requiredText, recipientEmail } from './fields/contactFields';
import type { PartialKeys } from './fields/types';
import type { OrderReturn, ReturnRequestView, ReturnWindow } from './orderReturn';
import type { LineTaxSnapshot, OrderTaxSnapshot } from './orderTax';
import type { TaxDocumentRef } from './taxDocument';
import { optionalGstin } from './fields/gstin';
import { noLinks } from './fields/noLinks';

// The order: the checkout's payload, validated by the server (only ids, quantities and options
// travel; prices are always the server's), and the order as the API shows it.

export const ORDER_MESSAGES = {
  itemsRequired: 'Your bag is empty',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different items`,
  tooManyItems: `An order can hold at most ${MAX_ORDER_ITEMS} items in all`,
  productRequired: 'A product is required',
  quantity: `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`,
  size: 'Please choose one of the sizes offered',
  colour: 'Please choose one of the colours offered',
  deliveryMethod: 'Please choose standard or express delivery',
  paymentMethod: 'Please choose cash on delivery, UPI or online payment',
  methodUnavailable: 'Online payment is not available at the moment: please choose cash on delivery or UPI',
  guestRequired: 'Your name, e-mail and phone are required',
  nameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your mobile number',
  variant: 'Please choose one of the options offered',
  discountCodeTooLong: 'Discount codes are at most 20 characters',
  addressRequired: 'A delivery address is required',
  deliveryState: 'Please choose a state from the list',
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
  productId: yup
    .number()
    .typeError(ORDER_MESSAGES.productRequired)
    .required(ORDER_MESSAGES.productRequired)
    .integer()
    .positive(),
  variantId: yup
    .number()
    .typeError(ORDER_MESSAGES.variant)
    .integer(ORDER_MESSAGES.variant)
    .positive(ORDER_MESSAGES.variant)
    .optional(),
  quantity: quantityField(),
  size: yup
    .string()
    .oneOf([...PRODUCT_SIZES], ORDER_MESSAGES.size)
    .optional(),
  colour: yup
    .string()
    .oneOf([...PRODUCT_COLOURS], ORDER_MESSAGES.colour)
    .optional(),
});

const pricingFields = {
  items: yup
    .array(orderItemSchema)
    .required(ORDER_MESSAGES.itemsRequired)
    .min(1, ORDER_MESSAGES.itemsRequired)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines)
    .test(
      'total-quantity',
      ORDER_MESSAGES.tooManyItems,
      (items) => (items ?? []).reduce((sum, item) => sum + (Number(item?.quantity) || 0), 0) <= MAX_ORDER_ITEMS,
    ),
  deliveryMethod: yup
    .string()
    .oneOf([...DELIVERY_METHODS], ORDER_MESSAGES.deliveryMethod)
    .required(ORDER_MESSAGES.deliveryMethod),
  discountCode: yup
    .string()
    .trim()
    .uppercase()
    .max(20, ORDER_MESSAGES.discountCodeTooLong)
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional(),
};

/**
 * `POST /api/Order/quote`: what the order would cost, without placing it. A guest with a discount
 * code sends the e-mail typed so far, so the quote applies the code's rules as the order will.
 */
/** An optional quote field: trimmed, empty as absent, bounded (checked for real by the order). */
const quoteText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max)
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional();

export const orderQuoteSchema = yup.object({
  ...pricingFields,
  /** The delivery address's state once known: the quote then splits GST as the order will. */
  // Checked against the list of states by the server (shared code cannot import that list).
  deliveryState: yup
    .string()
    .trim()
    .max(60, ORDER_MESSAGES.deliveryState)
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional(),
  guestEmail: recipientEmail()
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional(),
  /**
   * With a code: the guest's phone, the recipient's phone and the delivery address typed so far.
   * APP10 is one per person by e-mail, phone and address, and the quote refuses it as the order will.
   */
  guestPhone: quoteText(20),
  recipientPhone: quoteText(20),
  deliveryStreet: quoteText(200),
  deliveryZipCode: quoteText(10),
});

/**
 * `POST /api/Order`. The delivery address follows the address book's rules (built from the same
 * lists of states and countries, which shared code cannot import itself).
 */
export function createPlaceOrderSchema(addressLists: Parameters<typeof createAddressSchema>[0]) {
  return yup.object({
    ...pricingFields,
    shippingAddress: createAddressSchema(addressLists)
      .omit(['isDefault'])
      .default(undefined)
      .required(ORDER_MESSAGES.addressRequired),
    paymentMethod: yup
      .string()
      .oneOf([...PAYMENT_METHODS], ORDER_MESSAGES.paymentMethod)
      .required(ORDER_MESSAGES.paymentMethod),
    /** A business buyer's GSTIN, printed on the tax invoice (format and check character checked). */
    buyerGstin: optionalGstin(),
  });
}

/** Who a guest is: the order's contact (the confirmation goes to this e-mail). */
export const guestContactSchema = yup.object({
  name: noLinks(requiredText(ORDER_MESSAGES.nameRequired, 80)),
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

/** `POST /api/Order` as the client sends it: `guest` only when nobody is logged in. */
export type PlaceOrderRequest = PartialKeys<GuestOrderInput, 'guest'>;

// Answers (`POST Order/quote`, `POST Order`, the customer's orders): the server prices, the client shows its figures.

/** One priced line of an order, with the server's unit price. */
export interface OrderQuoteLine extends OrderItemInput {
  name: string;
  imageUrl: string;
  unitPrice: number;
  lineTotal: number;
  /** The GST inside `lineTotal` after its share of any discount (split once the state is known). */
  tax: LineTaxSnapshot;
}

/** What an order costs, in rupees: shipping by the subtotal's band, APP10 off the subtotal only. */
export interface OrderQuote {
  lines: OrderQuoteLine[];
  subtotal: number;
  shippingCost: number;
  discount: number;
  discountCode: string | null;
  totalAmount: number;
  deliveryMethod: DeliveryMethod;
  /**
   * The GST inside the total: split into CGST + SGST or IGST by the delivery state when the quote
   * was given one; without it, counted as IGST (the total tax differs by a paisa at most).
   */
  tax: OrderTaxSnapshot;
}

/** An item snapshot stored with the order: `{id, name, quantity, imageUrl, price}` plus the product and options. */
export interface PlacedOrderItem {
  /** The line's number within the order. */
  id: number;
  productId: number | null;
  name: string;
  quantity: number;
  imageUrl: string;
  price: number;
  size?: ProductSize;
  colour?: ProductColour;
  /** The line's GST as charged; absent on orders placed before GST was shown. */
  tax?: LineTaxSnapshot;
}

/** An order as its customer sees it: the answer of `POST Order`, `GET Order/user` and a cancel. */
export interface PlacedOrder {
  id: number;
  orderNumber: string;
  orderDate: string;
  /** Free text shown lowercased; the spec fixes no set of statuses. */
  status: string;
  totalAmount: number;
  items: PlacedOrderItem[];
  /** Amounts in INR; totalAmount = subtotal + shippingCost - discount. */
  subtotal: number;
  shippingCost: number;
  discount: number;
  discountCode?: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  /**
   * Until when an order awaiting payment holds its stock (ISO UTC); unpaid by then, it is cancelled
   * and its items released. Null when no payment is awaited before delivery.
   */
  payBy: string | null;
  shippingAddress: OrderAddress;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  courierName: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** The GST inside the total as charged (place of supply, CGST + SGST or IGST); null on orders from before. */
  tax: OrderTaxSnapshot | null;
}

/** How to pay a UPI order: the `upi://pay` link and its QR code (an SVG data URL). */
export interface UpiPayment {
  method: 'upi';
  link: string;
  qrSvgDataUrl: string;
  payee: string;
  vpa: string;
}

/**
 * How to pay an order online: the gateway's page (`url`), or null with the reason when the gateway
 * could not be reached (the order waits; its page offers the link again).
 */
export interface OnlinePayment {
  method: 'online';
  url: string | null;
  message?: string;
}

/** What an order awaiting payment shows: UPI's link and QR, or the gateway's page. */
export type PaymentInstructions = UpiPayment | OnlinePayment;

/** The answer of `POST Order`: the order and, for UPI or online payment, how to pay it. */
export interface PlacedOrderResult extends PlacedOrder {
  payment?: PaymentInstructions;
}

/** One step of an order's timeline. */
export interface OrderEvent {
  at: string;
  status: string;
  note: string;
}

/** `GET Order/by-number/:orderNumber`: the customer's order with its timeline and returns. */
export interface OrderDetail extends PlacedOrder {
  events: OrderEvent[];
  /** The order's tax invoice and credit notes, oldest first (none before the order is confirmed). */
  taxDocuments: TaxDocumentRef[];
  returns: OrderReturn[];
  /** The order's return requests, oldest first (each groups some of `returns`). */
  returnRequests: ReturnRequestView[];
  returnWindows: ReturnWindow[];
  payment?: PaymentInstructions;
}
