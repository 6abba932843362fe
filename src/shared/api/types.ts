// The API contract shared by the client and the server (types only, erased at build time).

import type { DeliveryMethod, PaymentMethod, ProductColour, ProductSize } from '../config/shop';

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

/** A saved delivery address (spec admin-and-account.md §3); the server always sends `isDefault`. */
export interface Address {
  id: number;
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
  shippingAddress: OrderAddress;
}

export interface Category {
  id: number;
  name: string;
}

/** A catalogue product (spec admin-and-account.md §3); `GET Product` lists them. */
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
  images: Array<{ imageUrl: string }>;
  videos: Array<{ videoUrl: string }>;
  mainImageIndex: number;
  /**
   * Bumped by every edit of the product (not by sales): `PUT Product/{id}` sends the version the
   * form loaded and is refused with 409 when it changed meanwhile. Also the `ETag` of `GET Product/{id}`.
   */
  version: number;
  createdAt?: string;
  updatedAt?: string;
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
}

/** The answer of `POST /api/consultations` and `POST /api/meeting-registrations`. */
export interface SubmissionReceipt {
  reference: string;
}
