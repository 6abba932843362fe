export { useAdminNotifications } from './api/notificationsApi';
export { NOTIFICATIONS_TEXT } from './model/text';
