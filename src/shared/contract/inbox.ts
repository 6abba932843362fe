import type { InboxType } from '../config/backOffice';
import type { ConsultationRequestInput } from './consultation';
import type { ContactMessageInput } from './contactMessage';
import type { MeetingRegistrationInput } from './meetingRegistration';

// The back office's inbox (`/api/admin/inbox`): contact messages, consultation requests and
// meeting registrations in one list. Times are ISO UTC.

/** One row of the inbox. */
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

/** The fields of each kind that the row does not show. */
export type InboxDetails =
  | ({ type: 'contact' } & Pick<ContactMessageInput, 'firstName' | 'lastName' | 'enquiryType'>)
  | ({ type: 'consultation' } & Pick<
      ConsultationRequestInput,
      'consultationType' | 'preferredMethod' | 'eventType' | 'budget'
    >)
  | ({ type: 'meeting' } & Pick<MeetingRegistrationInput, 'age' | 'city' | 'profession' | 'organization'>);

/** One item with every field (`GET /api/admin/inbox/:type/:id`). */
export interface InboxItemDetail extends InboxItem {
  details: InboxDetails;
  /** The admin who marked it handled. */
  handledBy: { id: number; name: string } | null;
}

/** `POST /api/admin/inbox/:type/:id/<action>`. */
export type InboxAction = 'read' | 'handled' | 'unhandled';
