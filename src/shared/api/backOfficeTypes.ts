import type { ConsultationBudget, ConsultationType, ContactMethod, EventType } from '../config/booking';
import type { EnquiryType } from '../config/contact';
import type { InboxType } from '../config/backOffice';

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
