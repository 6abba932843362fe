import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { AdminNotifications, NotificationPreferences } from '@/shared/contract/notification';
import { NOTIFICATIONS_TEXT } from '../model/text';

/** Polled while the back office is open, so a new order or a follow-up falling due shows without a reload. */
const POLL_MS = 5 * 60_000;

const LIST = { type: 'AdminNotification' as const };

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/notifications`: the signed-in staff member's notifications and unread count. */
    getAdminNotifications: build.query<AdminNotifications, void>({
      query: () => 'admin/notifications',
      transformResponse: (response: ApiSuccess<AdminNotifications>) => response.data,
      transformErrorResponse: withFallback(NOTIFICATIONS_TEXT.loadFailed),
      providesTags: [LIST],
    }),
    /** `POST /api/admin/notifications/:id/read`. */
    markAdminNotificationRead: build.mutation<void, number>({
      query: (id) => ({ url: `admin/notifications/${id}/read`, method: 'POST' }),
      transformErrorResponse: withFallback(NOTIFICATIONS_TEXT.markFailed),
      invalidatesTags: [LIST],
    }),
    /** `POST /api/admin/notifications/read-all`. */
    markAllAdminNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: 'admin/notifications/read-all', method: 'POST' }),
      transformErrorResponse: withFallback(NOTIFICATIONS_TEXT.markFailed),
      invalidatesTags: [LIST],
    }),
    /** `GET /api/admin/notifications/preferences`: how the signed-in staff member is mailed. */
    getAdminNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => 'admin/notifications/preferences',
      transformResponse: (response: ApiSuccess<NotificationPreferences>) => response.data,
      transformErrorResponse: withFallback(NOTIFICATIONS_TEXT.preferences.loadFailed),
      providesTags: [{ type: 'AdminNotification', id: 'preferences' }],
    }),
    /** `PUT /api/admin/notifications/preferences`. */
    saveAdminNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: 'admin/notifications/preferences', method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<NotificationPreferences>) => response.data,
      transformErrorResponse: withFallback(NOTIFICATIONS_TEXT.preferences.saveFailed),
      invalidatesTags: [{ type: 'AdminNotification', id: 'preferences' }],
    }),
  }),
});

/** The bell's list, refreshed every few minutes and whenever a change invalidates it. */
export const useAdminNotifications = () =>
  notificationsApi.useGetAdminNotificationsQuery(undefined, { pollingInterval: POLL_MS });
export const {
  useMarkAdminNotificationReadMutation,
  useMarkAllAdminNotificationsReadMutation,
  useGetAdminNotificationPreferencesQuery,
  useSaveAdminNotificationPreferencesMutation,
} = notificationsApi;
