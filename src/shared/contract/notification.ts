// The back office's notifications (`GET /api/admin/notifications`): the header bell's list.
// Each kind is one source of things the staff should act on; the list grows by kinds.

export const NOTIFICATION_KINDS = ['leadFollowUp'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AdminNotification {
  /** Unique across kinds (`leadFollowUp:12`). */
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The back-office path that deals with it. */
  href: string;
  /** ISO time the item became due. */
  createdAt: string;
}

export interface AdminNotifications {
  items: AdminNotification[];
  /** How many of them still ask for action (each item stays until it is dealt with). */
  unread: number;
}
