// Shop constants shared by the client, the validation schemas and the server (spec public-site.md §2, §9).

/** Sizes offered on the product pages. */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** Colours offered on the product pages. */
export const PRODUCT_COLOURS = ['beige', 'green'] as const;
export type ProductColour = (typeof PRODUCT_COLOURS)[number];

/** One bag line holds 1 to 99 of an item; an order holds at most this many lines. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

/** The spec's discount code: a flat 10% off a first app purchase. */
export const FIRST_ORDER_CODE = 'APP10';
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Cash on delivery is the only payment method. */
export const PAYMENT_METHODS = ['cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
