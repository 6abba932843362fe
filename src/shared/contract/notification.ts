import * as yup from 'yup';

// The back office's notifications (`/api/admin/notifications`): the header bell's list.
// Stored kinds are written with the business event they tell of (one per event) and each staff
// member reads them separately; `leadFollowUp` is derived (a lead whose follow-up is due) and
// stays unread until the lead is moved on.

export const STORED_NOTIFICATION_KINDS = [
  'newOrder',
  'paymentReceived',
  'orderCancelled',
  'returnRequested',
  'booking',
  'enquiry',
  'contactMessage',
  'lowStock',
] as const;
export type StoredNotificationKind = (typeof STORED_NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KINDS = [...STORED_NOTIFICATION_KINDS, 'leadFollowUp'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AdminNotification {
  /** Unique across kinds (`n:12` for a stored one, `leadFollowUp:12`). */
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The back-office path of the record it is about. */
  href: string;
  /** ISO time of the event (or the day a follow-up fell due). */
  createdAt: string;
  /** Whether the signed-in staff member has read it (a derived item is never read). */
  read: boolean;
  /** The stored notification's id (`POST .../:storedId/read`); null for a derived item. */
  storedId: number | null;
}

export interface AdminNotifications {
  items: AdminNotification[];
  /** How many the signed-in staff member has not read (stored ones, plus the derived ones listed). */
  unread: number;
}

/** How a staff member is mailed their notifications: each at once, one digest a day, or not at all. */
export const NOTIFICATION_MAIL_CHOICES = ['immediate', 'digest', 'off'] as const;
export type NotificationMail = (typeof NOTIFICATION_MAIL_CHOICES)[number];

export const NOTIFICATION_MAIL_LABELS: Record<NotificationMail, string> = {
  immediate: 'At once: one e-mail per notification',
  digest: 'Daily digest: one e-mail each morning (IST) with the day before',
  off: 'Off: no e-mails, the bell only',
};

/** `GET`/`PUT /api/admin/notifications/preferences`. */
export interface NotificationPreferences {
  mail: NotificationMail;
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist.',
  read: 'Notification marked read.',
  allRead: 'All notifications marked read.',
  saved: 'Your notification e-mail choice is saved.',
  mailChoice: 'Choose how you are e-mailed',
} as const;

export const notificationPreferencesSchema = yup
  .object({
    mail: yup
      .string()
      .oneOf(NOTIFICATION_MAIL_CHOICES, NOTIFICATION_MESSAGES.mailChoice)
      .required(NOTIFICATION_MESSAGES.mailChoice),
  })
  .noUnknown();
