// Shop constants shared by the client, the validation schemas and the server (spec public-site.md §2, §9).

/** Sizes offered on the product pages. */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** Colours offered on the product pages. */
export const PRODUCT_COLOURS = ['beige', 'green'] as const;
export type ProductColour = (typeof PRODUCT_COLOURS)[number];

/**
 * Order caps (issue 13): what a small gift shop sells to one household on cash on delivery. One
 * bag line holds 1 to 10 of an item, an order at most 20 lines and 50 items in all, so one
 * unpaid order cannot take a product's whole stock. The server refuses more with 400.
 */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
export const MAX_ORDER_LINES = 20;
export const MAX_ORDER_ITEMS = 50;

/** Statuses (compared lowercased) in which the customer may still cancel: nothing has shipped. */
export const CANCELLABLE_ORDER_STATUSES = ['pending', 'placed', 'processing', 'confirmed'] as const;
export const CANCELLED_ORDER_STATUS = 'cancelled';

/** The spec's discount code: a flat 10% off a first app purchase. */
export const FIRST_ORDER_CODE = 'APP10';
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Cash on delivery is the only payment method. */
export const PAYMENT_METHODS = ['cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
