import type { Generated, Selectable } from 'kysely';
import type { NotificationMail, StoredNotificationKind } from '../../../src/shared/contract/notification';

/*
 * The staff's notifications (migration 0024). camelCase here, snake_case in SQL; `...At` columns
 * are ISO strings; `istDate` an IST calendar date `YYYY-MM-DD`.
 */

/** One per business event (unique `dedupeKey`). */
export interface StaffNotificationsTable {
  id: Generated<number>;
  kind: StoredNotificationKind;
  title: string;
  body: string;
  href: string;
  dedupeKey: string;
  createdAt: string;
}

/** One per notification a staff member has read (primary key: notification, admin). */
export interface StaffNotificationReadsTable {
  notificationId: number;
  adminId: number;
  readAt: string;
}

/** A staff member's mail choice; no row means `immediate`. */
export interface StaffMailPreferencesTable {
  adminId: number;
  mail: NotificationMail;
  updatedAt: string;
}

/** One per admin and IST day: the digest's claim (primary key), sent or empty. */
export interface StaffDigestsTable {
  adminId: number;
  istDate: string;
  notifications: number;
  createdAt: string;
}

export interface StaffTables {
  staffNotifications: StaffNotificationsTable;
  staffNotificationReads: StaffNotificationReadsTable;
  staffMailPreferences: StaffMailPreferencesTable;
  staffDigests: StaffDigestsTable;
  backOfficeAudit: BackOfficeAuditTable;
}

export type StaffNotificationRecord = Selectable<StaffNotificationsTable>;

/*
 * The back office's audit log of changes that have no log of their own (orders, bookings and leads
 * keep theirs): publishing and unpublishing content, replying to the inbox (migration 0028).
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL.
 */

export type AuditedRecord = 'event' | 'blogPost' | 'contact' | 'consultation' | 'meeting';
export type AuditAction = 'published' | 'unpublished' | 'replied';

/** One staff change: what, to which record, by whom (account and e-mail, both required), when. */
export interface BackOfficeAuditTable {
  id: Generated<number>;
  recordType: AuditedRecord;
  recordId: number;
  action: AuditAction;
  /** What else the entry says (a title, a reply's subject). */
  detail: string;
  actorId: number;
  actorEmail: string;
  createdAt: string;
}
