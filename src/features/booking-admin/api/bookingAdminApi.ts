import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type { AdminBooking, BookingAgenda, RescheduleInput } from '@/shared/contract/booking';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { BookingBlock, BookingBlockInput } from '@/shared/contract/bookingBlock';
import type { AdvanceRuleInput, ServiceAdvanceRule } from '@/shared/contract/bookingAdvance';
import type {
  AdvanceRefundQuote,
  AdvanceRefundSettings,
  AdvanceRefundTiersInput,
  AdvanceRefundView,
} from '@/shared/contract/advanceRefund';
import { BOOKING_ADMIN_TEXT as T } from '../model/text';

const LIST = { type: 'AdminBooking' as const, id: 'LIST' };
const data = <R>(response: ApiSuccess<R>) => response.data;

// A change to a booking or a block changes the list, every agenda day, the public availability and the dashboard.
const afterChange = ['AdminBooking', 'BookingBlock', 'BookingAvailability', 'Dashboard'] as const;

export const bookingAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/bookings` with the list kit's query (`q`, `status`, `mail`, `from`, `to`). */
    listAdminBookings: build.query<ListPage<AdminBooking>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/bookings', params }),
      transformResponse: toListPage<AdminBooking>,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: [LIST],
    }),
    /**
     * Every confirmed booking of IST dates `from`..`to` (a month), soonest first: the list
     * endpoint's range, read page by page (a list answers at most 100) until its total is in.
     */
    listBookingsInRange: build.query<AdminBooking[], { from: string; to: string }>({
      async queryFn({ from, to }, _api, _extra, baseQuery) {
        const items: AdminBooking[] = [];
        for (let page = 1; ; page += 1) {
          const params = { from, to, status: 'confirmed', _sort: 'startsAt', _order: 'asc', _page: page, _limit: 100 };
          const result = await baseQuery({ url: 'admin/bookings', params });
          if (result.error) return { error: result.error as FetchBaseQueryError };
          const answer = toListPage(result.data as ApiSuccess<AdminBooking[]>, result.meta as FetchBaseQueryMeta);
          items.push(...answer.items);
          if (answer.items.length === 0 || items.length >= answer.total) return { data: items };
        }
      },
      providesTags: [LIST],
    }),
    /** `GET /api/admin/bookings/agenda?date=`: a day's slots with their bookings and blocks. */
    getBookingAgenda: build.query<BookingAgenda, string>({
      query: (date) => ({ url: 'admin/bookings/agenda', params: { date } }),
      transformResponse: data<BookingAgenda>,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: (_result, _error, date) => [{ type: 'AdminBooking', id: `agenda-${date}` }],
    }),
    /** `waive` refunds the whole paid advance whatever the tier (recorded in the audit). */
    cancelAdminBooking: build.mutation<AdminBooking, { id: number; waive: boolean }>({
      query: ({ id, waive }) => ({ url: `admin/bookings/${id}/cancel`, method: 'POST', body: { waive } }),
      transformResponse: data<AdminBooking>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
    rescheduleAdminBooking: build.mutation<AdminBooking, { id: number } & RescheduleInput>({
      query: ({ id, ...body }) => ({ url: `admin/bookings/${id}/reschedule`, method: 'POST', body }),
      transformResponse: data<AdminBooking>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
    resendBookingConfirmation: build.mutation<AdminBooking, number>({
      query: (id) => ({ url: `admin/bookings/${id}/resend`, method: 'POST', body: {} }),
      transformResponse: data<AdminBooking>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
    /** `POST /api/admin/bookings/:id/mark-advance-paid`: the UPI advance seen in the bank. */
    markBookingAdvancePaid: build.mutation<AdminBooking, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `admin/bookings/${id}/mark-advance-paid`, method: 'POST', body: { note } }),
      transformResponse: data<AdminBooking>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
    /** `GET /api/admin/bookings/advance-rules`: the catalogue with each service's advance rule. */
    listAdvanceRules: build.query<ServiceAdvanceRule[], void>({
      query: () => 'admin/bookings/advance-rules',
      transformResponse: data<ServiceAdvanceRule[]>,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: [{ type: 'AdminBooking', id: 'ADVANCE_RULES' }],
    }),
    saveAdvanceRule: build.mutation<ServiceAdvanceRule, { serviceId: number } & AdvanceRuleInput>({
      query: ({ serviceId, ...body }) => ({ url: `admin/bookings/advance-rules/${serviceId}`, method: 'PUT', body }),
      transformResponse: data<ServiceAdvanceRule>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [{ type: 'AdminBooking', id: 'ADVANCE_RULES' }],
    }),
    /** What cancelling the booking now refunds of its paid advance (null: nothing paid). */
    getBookingRefundQuote: build.query<AdvanceRefundQuote | null, number>({
      query: (id) => `admin/bookings/${id}/refund-quote`,
      transformResponse: data<AdvanceRefundQuote | null>,
      transformErrorResponse: withFallback(T.loadFailed),
      keepUnusedDataFor: 0,
    }),
    getRefundTiers: build.query<AdvanceRefundSettings, void>({
      query: () => 'admin/bookings/refund-tiers',
      transformResponse: data<AdvanceRefundSettings>,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: [{ type: 'AdminBooking', id: 'REFUND_TIERS' }],
    }),
    saveRefundTiers: build.mutation<AdvanceRefundSettings, AdvanceRefundTiersInput>({
      query: (body) => ({ url: 'admin/bookings/refund-tiers', method: 'PUT', body }),
      transformResponse: data<AdvanceRefundSettings>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [{ type: 'AdminBooking', id: 'REFUND_TIERS' }],
    }),
    /** Staff paid a pending UPI refund: its reference (UTR). */
    confirmAdvanceRefund: build.mutation<AdvanceRefundView, { id: number; reference: string }>({
      query: ({ id, reference }) => ({
        url: `admin/bookings/advance-refunds/${id}/confirm`,
        method: 'POST',
        body: { reference },
      }),
      transformResponse: data<AdvanceRefundView>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
    /** `GET /api/admin/booking-blocks?from=`: blocks from that IST date on. */
    listBookingBlocks: build.query<BookingBlock[], string>({
      query: (from) => ({ url: 'admin/booking-blocks', params: { from } }),
      transformResponse: data<BookingBlock[]>,
      transformErrorResponse: withFallback(T.loadFailed),
      providesTags: ['BookingBlock'],
    }),
    createBookingBlock: build.mutation<BookingBlock, BookingBlockInput>({
      query: (body) => ({ url: 'admin/booking-blocks', method: 'POST', body }),
      transformResponse: data<BookingBlock>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
    deleteBookingBlock: build.mutation<null, number>({
      query: (id) => ({ url: `admin/booking-blocks/${id}`, method: 'DELETE' }),
      transformResponse: data<null>,
      transformErrorResponse: withFallback(T.actionFailed),
      invalidatesTags: [...afterChange],
    }),
  }),
});

export const {
  useListBookingsInRangeQuery,
  useListAdminBookingsQuery,
  useGetBookingAgendaQuery,
  useCancelAdminBookingMutation,
  useRescheduleAdminBookingMutation,
  useResendBookingConfirmationMutation,
  useMarkBookingAdvancePaidMutation,
  useListAdvanceRulesQuery,
  useGetBookingRefundQuoteQuery,
  useGetRefundTiersQuery,
  useSaveRefundTiersMutation,
  useConfirmAdvanceRefundMutation,
  useSaveAdvanceRuleMutation,
  useListBookingBlocksQuery,
  useCreateBookingBlockMutation,
  useDeleteBookingBlockMutation,
} = bookingAdminApi;
