export const NOTIFICATIONS_TEXT = {
  heading: 'Notifications',
  toggle: (unread: number) => (unread === 0 ? 'Notifications, none new' : `Notifications, ${unread} new`),
  empty: 'No notifications',
  loadFailed: 'The notifications could not be loaded.',
  markFailed: 'The notification could not be marked read.',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  /** The live region's words when the unread count grows. */
  announce: (unread: number) => `${unread} unread notification${unread === 1 ? '' : 's'}`,
  preferences: {
    heading: 'Notification e-mails',
    legend: 'How should the back office e-mail you its notifications?',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    loadFailed: 'Your notification e-mail choice could not be loaded.',
    saveFailed: 'Your notification e-mail choice could not be saved.',
  },
} as const;
