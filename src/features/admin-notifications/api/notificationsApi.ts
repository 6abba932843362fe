import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { AdminNotifications } from '@/shared/contract/notification';
import { NOTIFICATIONS_TEXT } from '../model/text';

/** Polled while the back office is open, so a follow-up falling due shows without a reload. */
const POLL_MS = 5 * 60_000;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/notifications`: what asks for the staff's action (follow-ups due, ...). */
    getAdminNotifications: build.query<AdminNotifications, void>({
      query: () => 'admin/notifications',
      transformResponse: (response: ApiSuccess<AdminNotifications>) => response.data,
      transformErrorResponse: withFallback(NOTIFICATIONS_TEXT.loadFailed),
      providesTags: [{ type: 'AdminNotification' }],
    }),
  }),
});

/** The bell's list, refreshed every few minutes and whenever a change invalidates it. */
export const useAdminNotifications = () =>
  notificationsApi.useGetAdminNotificationsQuery(undefined, { pollingInterval: POLL_MS });
