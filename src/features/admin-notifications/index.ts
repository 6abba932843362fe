export {
  useAdminNotifications,
  useMarkAdminNotificationReadMutation,
  useMarkAllAdminNotificationsReadMutation,
} from './api/notificationsApi';
export { NOTIFICATIONS_TEXT } from './model/text';
export { NotificationMailForm } from './ui/NotificationMailForm';
