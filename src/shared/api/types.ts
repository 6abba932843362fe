// The API contract shared by the client and the server (types only, erased at build time).

import type { DeliveryMethod, PaymentMethod, PaymentStatus, ProductColour, ProductSize, ReturnStatus } from '../config/shop';

export type Role = 'Admin' | 'Customer';

/** Every answer of the API uses this envelope. */
export interface ApiSuccess<T> {
  isSuccess: true;
  message: string;
  data: T;
}

/** Field names map to the list of messages for that field. */
export type FieldErrors = Record<string, string[]>;

export interface ApiFailure {
  isSuccess: false;
  message: string;
  errors?: FieldErrors;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** The user as the API shows it: never a password hash or internal state. */
export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginData {
  tokens: AuthTokens;
  user: User;
}

/** A saved delivery address (spec admin-and-account.md, Entities); the server always sends `isDefault`. */
export interface Address {
  id: number;
  /** Who receives the parcel (required since issue 14; '' on addresses saved before). */
  recipientName: string;
  recipientPhone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault?: boolean;
}

export interface VerifyTokenData {
  valid: true;
  user: User;
}

// Checkout (POST Order, POST Order/quote): the server prices; the client shows its figures.

/** One priced line of an order, with the server's unit price. */
export interface OrderQuoteLine {
  productId: number;
  name: string;
  imageUrl: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The variant sold (products with sizes/colours). */
  variantId?: number;
  size?: ProductSize;
  colour?: ProductColour;
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
}

export interface OrderAddress {
  recipientName: string;
  recipientPhone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
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
}

/** The answer of `POST Order`. */
export interface PlacedOrder {
  id: number;
  orderNumber: string;
  orderDate: string;
  status: string;
  totalAmount: number;
  items: PlacedOrderItem[];
  subtotal: number;
  shippingCost: number;
  discount: number;
  discountCode?: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  shippingAddress: OrderAddress;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  courierName: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

/** How to pay a UPI order: the `upi://pay` link and its QR code (an SVG data URL). */
export interface UpiPayment {
  method: 'upi';
  link: string;
  qrSvgDataUrl: string;
  payee: string;
  vpa: string;
}

/** The answer of `POST Order`: the order and, for UPI, how to pay it. */
export interface PlacedOrderResult extends PlacedOrder {
  payment?: UpiPayment;
}

/** One step of an order's timeline. */
export interface OrderEvent {
  at: string;
  status: string;
  note: string;
}

export interface OrderReturn {
  id: number;
  lineNo: number;
  reason: string;
  status: ReturnStatus;
  requestedAt: string;
  updatedAt: string;
}

/** A returnable line: until when (ISO), or why not. */
export interface ReturnWindow {
  lineNo: number;
  returnableUntil: string | null;
}

/** `GET Order/by-number/:orderNumber`: the customer's order with its timeline and returns. */
export interface OrderDetail extends PlacedOrder {
  events: OrderEvent[];
  returns: OrderReturn[];
  returnWindows: ReturnWindow[];
  payment?: UpiPayment;
}

/** `POST orders/track`: what a visitor may see of an order (no address, no contact). */
export interface TrackedOrder {
  orderNumber: string;
  orderDate: string;
  status: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  courierName: string | null;
  trackingNumber: string | null;
  events: OrderEvent[];
}

export interface Category {
  id: number;
  name: string;
}

/** One set of a photo's variants in one format, for a `<source>`: `"/uploads/a-320.avif 320w, /uploads/a-640.avif 640w"`. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

/**
 * A product photo. `imageUrl` is the original (re-encoded without its metadata). Photos uploaded
 * since responsive variants exist also carry their pixel size and the AVIF and WebP variants
 * (widths up to 1280, never wider than the original); older records have `imageUrl` only.
 */
export interface ProductImage {
  imageUrl: string;
  width?: number;
  height?: number;
  sources?: ImageSource[];
}

/** A catalogue product (spec admin-and-account.md, Entities); `GET Product` lists them. */
export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  stockQuantity: number;
  sku: string;
  categoryId: number;
  isActive: boolean;
  images: ProductImage[];
  videos: Array<{ videoUrl: string }>;
  mainImageIndex: number;
  /**
   * Bumped by every edit of the product (not by sales): `PUT Product/{id}` sends the version the
   * form loaded and is refused with 409 when it changed meanwhile. Also the `ETag` of `GET Product/{id}`.
   */
  version: number;
  createdAt?: string;
  updatedAt?: string;
  /** Unique and URL-safe: the product page is `/product/{slug}`. */
  slug: string;
  /** "About Product" (paragraphs separated by blank lines). */
  about: string;
  /** "Steeping Instructions", one step a line; empty for products that are not tea. */
  steepingInstructions: string;
  /** The slug of its category (the shop's filter links are `/products/{categorySlug}`). */
  categorySlug: string;
  /**
   * Sizes and colours with their own stock ('' = no size / no colour), in display order. A
   * product with variants sells from them; one without from `stockQuantity`.
   */
  variants: ProductVariant[];
}

export interface ProductVariant {
  id: number;
  size: string;
  colour: string;
  stockQuantity: number;
}

/**
 * Whether a promised e-mail has left: `sent`, or `queued` when the mail server did not take it in
 * time (it is retried and arrives later). Texts that say "has been sent" are shown only for `sent`.
 */
export type MailDelivery = 'sent' | 'queued';

/** A booking as its confirmation and manage pages show it (no contact details). */
export interface BookingSummary {
  reference: string;
  service: string;
  /** The IST date, `YYYY-MM-DD`. */
  date: string;
  /** The IST slot, `11:00 AM`. */
  time: string;
  preferredMethod: 'video-call' | 'phone-call' | 'in-person';
  /** The price as booked, or `To be determined`. */
  totalAmount: string;
  /** Start and end of the consultation (ISO, UTC), for calendar links. */
  startsAt: string;
  endsAt: string;
  status: 'confirmed' | 'cancelled';
  /** Until this instant (ISO, UTC) the booking can be rescheduled or cancelled by its link. */
  changeDeadline: string;
  changeDeadlineHours: number;
  /** Confirmed and before the deadline. */
  canChange: boolean;
}

/** The answer of `POST /api/send-email`. */
export interface BookingConfirmation extends BookingSummary {
  confirmationMail: MailDelivery;
  /** The signed token of the booking's manage link (`/booking/manage/:token`), also in the e-mail. */
  manageToken: string;
}

/** The answer of `POST /api/newsletter`. */
export interface NewsletterReceipt {
  welcomeMail: MailDelivery;
}

/** The answer of `GET /api/bookings/availability?date=YYYY-MM-DD`: the day's booked time slots. */
export interface BookingAvailability {
  date: string;
  taken: string[];
  /** Slots the company has closed (a blocked slot, or all of them on a blocked day). */
  closed: string[];
}

/** `GET /api/bookings/closed-dates`: the whole days blocked within the booking window. */
export interface BookingClosedDates {
  from: string;
  to: string;
  dates: string[];
}

/** The answer of `POST /api/consultations` and `POST /api/meeting-registrations`. */
export interface SubmissionReceipt {
  reference: string;
}
