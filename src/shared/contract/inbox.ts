import * as yup from 'yup';
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
  /** The staff's replies, oldest first (the thread under the message). */
  replies: InboxReply[];
}

export const INBOX_REPLY_SUBJECT_MAX = 200;
export const INBOX_REPLY_BODY_MAX = 5000;

export const INBOX_REPLY_MESSAGES = {
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `Keep the subject within ${INBOX_REPLY_SUBJECT_MAX} characters.`,
  bodyRequired: 'Write the reply.',
  bodyTooLong: `Keep the reply within ${INBOX_REPLY_BODY_MAX} characters.`,
} as const;

/** A staff reply (`POST /api/admin/inbox/:type/:id/replies`): the customer's text is quoted below the body by the server. */
export const inboxReplySchema = yup.object({
  subject: yup
    .string()
    .trim()
    .required(INBOX_REPLY_MESSAGES.subjectRequired)
    .max(INBOX_REPLY_SUBJECT_MAX, INBOX_REPLY_MESSAGES.subjectTooLong),
  body: yup
    .string()
    .trim()
    .required(INBOX_REPLY_MESSAGES.bodyRequired)
    .max(INBOX_REPLY_BODY_MAX, INBOX_REPLY_MESSAGES.bodyTooLong),
});

export type InboxReplyInput = yup.InferType<typeof inboxReplySchema>;

/** A reply as the thread shows it; `sentAt` is null while its mail waits in the outbox. */
export interface InboxReply {
  id: number;
  subject: string;
  body: string;
  recipient: string;
  author: { id: number; name: string; email: string };
  createdAt: string;
  sentAt: string | null;
  /** Its mail in the outbox; null once housekeeping purged that row (long after it was sent or given up). */
  mail: 'queued' | 'sent' | 'failed' | null;
}

/** `POST /api/admin/inbox/:type/:id/<action>`. */
export type InboxAction = 'read' | 'handled' | 'unhandled';
