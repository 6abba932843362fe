export const NOTIFICATIONS_TEXT = {
  heading: 'Notifications',
  toggle: (unread: number) => (unread === 0 ? 'Notifications, none new' : `Notifications, ${unread} new`),
  empty: 'No notifications',
  loadFailed: 'The notifications could not be loaded.',
} as const;
