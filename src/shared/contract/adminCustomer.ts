import type { AdminOrderSummary } from './adminOrder';
import type { AdminBooking } from './booking';
import type { OrderReturn } from './orderReturn';
import type { User } from './user';

// The back office's customers (`/api/admin/customers`): customer accounts and what each one did,
// found by the account and, for what guests sent without signing in, by the account's e-mail.

/** The columns the customer list sorts by (`_sort`). */
export const ADMIN_CUSTOMER_SORTS = ['createdAt', 'lastName', 'email'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** One customer account as staff see it: never its password hash, tokens or sessions. */
export interface AdminCustomer extends Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'> {
  /** ISO UTC. */
  createdAt: string;
}

export type AdminCustomerOrder = Pick<
  AdminOrderSummary,
  'id' | 'orderNumber' | 'orderDate' | 'status' | 'paymentStatus' | 'totalAmount'
> & {
  /** Placed without signing in, with the account's e-mail. */
  asGuest: boolean;
};

export type AdminCustomerBooking = Pick<AdminBooking, 'id' | 'reference' | 'service' | 'startsAt' | 'status'>;

export interface AdminCustomerMessage {
  id: number;
  createdAt: string;
  enquiryType: string;
  message: string;
  readAt: string | null;
  handledAt: string | null;
}

export type AdminCustomerReturn = Pick<OrderReturn, 'id' | 'lineNo' | 'reason' | 'status' | 'requestedAt'> & {
  orderId: number;
  orderNumber: string;
};

/** `GET /api/admin/customers/:id`: the account and everything matched to it, newest first. */
export interface AdminCustomerDetail {
  customer: AdminCustomer;
  orders: AdminCustomerOrder[];
  bookings: AdminCustomerBooking[];
  contactMessages: AdminCustomerMessage[];
  returns: AdminCustomerReturn[];
}
