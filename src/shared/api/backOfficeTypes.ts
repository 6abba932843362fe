import type { ConsultationBudget, ConsultationType, ContactMethod, EventType } from '../config/booking';
import type { EnquiryType } from '../config/contact';
import type { InboxType } from '../config/backOffice';
import type { PaymentMethod, PaymentStatus } from '../config/shop';
import type { OrderDetail } from './types';

/** One row of the admin inbox (`GET /api/admin/inbox`). Times are ISO UTC. */
export interface InboxItem {
  type: InboxType;
  id: number;
  /** CR-000001 / MR-000001; null for a contact message (it has none). */
  reference: string | null;
  name: string;
  /** '' for a meeting registration (the form asks no e-mail). */
  email: string;
  phone: string;
  /** The message, or for a meeting registration its city, profession and organisation. */
  text: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
}

export type InboxDetails =
  | { type: 'contact'; firstName: string; lastName: string; enquiryType: EnquiryType }
  | { type: 'consultation'; consultationType: ConsultationType; preferredMethod: ContactMethod; eventType: EventType | ''; budget: ConsultationBudget | '' }
  | { type: 'meeting'; age: number; city: string; profession: string; organization: string };

/** One item with every field (`GET /api/admin/inbox/:type/:id`). */
export interface InboxItemDetail extends InboxItem {
  details: InboxDetails;
  /** The admin who marked it handled. */
  handledBy: { id: number; name: string } | null;
}

/** A newsletter subscription as the back office lists it. */
export interface NewsletterSubscriber {
  id: number;
  email: string;
  createdAt: string;
  unsubscribedAt: string | null;
}

/** An admin account in the back office list (`GET /api/admin/admins`). */
export interface AdminAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: 'pending' | 'active';
  createdAt: string;
}

/** One row of the admin order list (`GET /api/admin/orders`). Times are ISO UTC, amounts INR. */
export interface AdminOrderSummary {
  id: number;
  orderNumber: string;
  orderDate: string;
  status: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** Pieces in the order (the sum of the lines' quantities). */
  itemCount: number;
  trackingNumber: string | null;
}

/** One admin change of an order (the audit log): who, when, from which state to which. */
export interface OrderAuditEntry {
  at: string;
  adminId: number;
  adminEmail: string;
  from: string;
  to: string;
  note: string;
}

/** `GET /api/admin/orders/:id`: the customer's view of the order plus whose it is and the audit log. */
export interface AdminOrderDetail extends OrderDetail {
  /** Null for a guest's order. */
  customerId: number | null;
  audit: OrderAuditEntry[];
}
