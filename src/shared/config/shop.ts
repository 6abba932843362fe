// Shop constants shared by the client, the validation schemas and the server (spec public-site.md, Screens and routes, Business constants).

/**
 * The spec's three detail addresses (public-site.md, Screens and routes) and the seeded products
 * they show (the client's product page, and the server's preload of their picture): the
 * tea hampers at 1,699 struck against 1,444 ("Save 15%", spec: Business constants).
 */
export const ITEM_DESC_SLUGS: Readonly<Record<string, string>> = {
  '/item-desc': 'assam-masala-chai-hamper',
  '/item-desc2': 'darjeeling-tea-hamper',
  '/item-desc3': 'kashmiri-kahwa-gift-box',
};

/**
 * How wide the product page shows its main picture, for the browser's choice among the variants:
 * the `<picture>` and the server's preload of it (server/modules/catalogue/productPageFacts.ts) must agree, or
 * the preloaded file is not the one the page uses.
 */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 992px) 600px, 100vw';

/** Sizes offered on the product pages. */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** Colours offered on the product pages. */
export const PRODUCT_COLOURS = ['beige', 'green'] as const;
export type ProductColour = (typeof PRODUCT_COLOURS)[number];

/**
 * Order caps: what a small gift shop sells to one household on cash on delivery. One
 * bag line holds 1 to 10 of an item, an order at most 20 lines and 50 items in all, so one
 * unpaid order cannot take a product's whole stock. The server refuses more with 400.
 */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
export const MAX_ORDER_LINES = 20;
export const MAX_ORDER_ITEMS = 50;

/**
 * Order statuses written by checkout and the admin API (compared lowercased; seeded history also
 * has Processing/Shipped/Delivered). A UPI order waits in `awaiting payment` until an admin marks
 * it paid, then is `pending` like a cash-on-delivery order; `pending` ships, `shipped` is delivered.
 */
export const ORDER_STATUS = {
  awaitingPayment: 'awaiting payment',
  pending: 'pending',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;

/** Statuses (compared lowercased) in which the customer may still cancel: nothing has shipped. */
export const CANCELLABLE_ORDER_STATUSES = [
  ORDER_STATUS.awaitingPayment,
  'pending',
  'placed',
  'processing',
  'confirmed',
] as const;
/** Statuses from which an admin may ship (paid, or cash on delivery). */
export const SHIPPABLE_ORDER_STATUSES = ['pending', 'placed', 'processing', 'confirmed'] as const;
export const CANCELLED_ORDER_STATUS = ORDER_STATUS.cancelled;

/**
 * A return moves through the policy's steps in this order (spec admin document: request, item
 * received, quality check, approval, then refund or replacement); no step is skipped or undone.
 */
export const RETURN_STATUSES = [
  'requested',
  'item_received',
  'quality_check',
  'approved',
  'refunded',
  'replaced',
  'rejected',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_REASON_MAX = 500;

/**
 * The return's state machine: each status has exactly the next steps the policy allows. After
 * approval the item is either refunded or replaced; both end the return.
 */
export const NEXT_RETURN_STATUSES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['item_received'],
  item_received: ['quality_check'],
  quality_check: ['approved'],
  approved: ['refunded', 'replaced'],
  refunded: [],
  replaced: [],
  rejected: [],
};

/** What the customer reads for each return step (account page, e-mails). */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Return requested',
  item_received: 'Item received',
  quality_check: 'Quality check',
  approved: 'Return approved',
  refunded: 'Refunded',
  replaced: 'Replacement sent',
  rejected: 'Return rejected',
};

/**
 * A return request (one or more lines of an order): staff approve or reject it (with a reason),
 * the items come back, then it is refunded line by line.
 */
export const RETURN_REQUEST_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];
export const RETURN_REQUEST_STATUS_LABELS: Readonly<Record<ReturnRequestStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Items received',
  refunded: 'Refunded',
};
/** Photos a customer may add to a return request, and the multipart field that carries them. */
export const RETURN_PHOTO_MAX = 3;
export const RETURN_PHOTO_FIELD = 'Photos';
export const RETURN_NOTE_MAX = 500;

/** The spec's discount code: a flat 10% off a first app purchase. */
export const FIRST_ORDER_CODE = 'APP10';
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * Cash on delivery, UPI (marked paid by staff) and online payment through the gateway (cards, UPI
 * QR or intent on the gateway's page, confirmed by the gateway; offered only when it is set up).
 * server/modules/payments has one provider each.
 */
export const PAYMENT_METHODS = ['cod', 'upi', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = 'due_on_delivery' | 'awaiting_payment' | 'paid' | 'refunded';
