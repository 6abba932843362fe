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
}

export type StaffNotificationRecord = Selectable<StaffNotificationsTable>;
