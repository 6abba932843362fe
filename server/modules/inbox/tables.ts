import type { Generated, Selectable } from 'kysely';
import type { ConsultationBudget, ConsultationType, ContactMethod, EventType } from '../../../src/shared/config/booking';
import type { EnquiryType } from '../../../src/shared/config/contact';

/*
 * Inbox: newsletter subscriptions and what visitors send (contact messages, consultation requests, meeting registrations).
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  /** Unique (lowercased by validation). */
  email: string;
  createdAt: string;
  /** When the welcome mail was last queued; a repeat sign-up queues it at most once a day. */
  lastMailedAtMs: number;
  /** The outbox row of that mail, whose status tells whether it has gone out. */
  welcomeMailId: number | null;
  /** Set by the unsubscribe link (migration 0010); a new sign-up clears it. */
  unsubscribedAt: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  enquiryType: EnquiryType;
  status: 'new';
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export interface ConsultationsTable {
  id: Generated<number>;
  reference: string | null;
  name: string;
  email: string;
  phone: string;
  consultationType: ConsultationType;
  preferredMethod: ContactMethod;
  message: string;
  eventType: EventType | '';
  budget: ConsultationBudget | '';
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export interface MeetingRegistrationsTable {
  id: Generated<number>;
  reference: string | null;
  name: string;
  mobile: string;
  /** The last ten digits of the mobile number; unique (one registration per person). */
  mobileKey: string;
  age: number;
  city: string;
  profession: string;
  organization: string;
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export type ContactMessageRecord = Selectable<ContactMessagesTable>;

/** The inbox state of a submission, set only by the back office (never on insert). */
export type SubmissionStateKeys = 'readAt' | 'handledAt' | 'handledBy';

export type ConsultationRecord = Omit<Selectable<ConsultationsTable>, 'reference'> & { reference: string };

export type MeetingRegistrationRecord = Omit<Selectable<MeetingRegistrationsTable>, 'reference' | 'mobileKey'> & { reference: string };

/** The inbox module's tables, as the query layer sees them (part of `Database`). */
export interface InboxTables {
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  contactMessages: ContactMessagesTable;
  consultations: ConsultationsTable;
  meetingRegistrations: MeetingRegistrationsTable;
}
