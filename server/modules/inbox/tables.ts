import type { Generated, Selectable } from 'kysely';
import type { ConsultationRequestInput } from '../../../src/shared/contract/consultation';
import type { ContactMessageInput } from '../../../src/shared/contract/contactMessage';
import type { MeetingRegistrationInput } from '../../../src/shared/contract/meetingRegistration';
import type { NewsletterSubscriber } from '../../../src/shared/contract/newsletter';

/*
 * Inbox: newsletter subscriptions and what visitors send (contact messages, consultation requests, meeting registrations).
 * A row is what its form sends (the contract's schema, src/shared/contract) plus the inbox's state.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

/**
 * `email` is unique (lowercased by validation); `unsubscribedAt` is set by the unsubscribe link
 * (migration 0010) and cleared by a new sign-up.
 */
export interface NewsletterSubscriptionsTable extends Omit<NewsletterSubscriber, 'id'> {
  id: Generated<number>;
  /** When the welcome mail was last queued; a repeat sign-up queues it at most once a day. */
  lastMailedAtMs: number;
  /** The outbox row of that mail, whose status tells whether it has gone out. */
  welcomeMailId: number | null;
}

export interface ContactMessagesTable extends ContactMessageInput {
  id: Generated<number>;
  status: 'new';
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export interface ConsultationsTable extends ConsultationRequestInput {
  id: Generated<number>;
  reference: string | null;
  createdAt: string;
  /** Set when an admin first opens it in the inbox (migration 0010). */
  readAt: string | null;
  /** Set by "Mark handled" (with the admin), cleared by "Mark unhandled". */
  handledAt: string | null;
  handledBy: number | null;
}

export interface MeetingRegistrationsTable extends MeetingRegistrationInput {
  id: Generated<number>;
  reference: string | null;
  /** The last ten digits of the mobile number; unique (one registration per person). */
  mobileKey: string;
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

export type MeetingRegistrationRecord = Omit<Selectable<MeetingRegistrationsTable>, 'reference' | 'mobileKey'> & {
  reference: string;
};

/**
 * A staff reply to an inbox item (migration 0028), sent through the mail outbox (`mailId`: its row
 * there says when it left); `authorEmail` keeps who wrote it even if the account changes.
 */
export interface InboxRepliesTable {
  id: Generated<number>;
  messageType: 'contact' | 'consultation' | 'meeting';
  messageId: number;
  authorId: number;
  authorEmail: string;
  recipient: string;
  subject: string;
  body: string;
  /** Null once housekeeping purged the outbox row (sent or given up on long ago). */
  mailId: number | null;
  createdAt: string;
}

/** The inbox module's tables, as the query layer sees them (part of `Database`). */
export interface InboxTables {
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  contactMessages: ContactMessagesTable;
  consultations: ConsultationsTable;
  meetingRegistrations: MeetingRegistrationsTable;
  inboxReplies: InboxRepliesTable;
}
