import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type {
  BookingAvailability,
  BookingClosedDates,
  BookingConfirmation,
  BookingRequest,
  BookingSummary,
  RescheduleInput,
} from '@/shared/contract/booking';
import type { BookingAdvanceQuote } from '@/shared/contract/bookingAdvance';
import type { PaymentInstructions } from '@/shared/contract/order';
import { BOOKING_TEXT } from '../model/text';
import { PAYMENT_TEXT } from '../model/paymentText';

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's booking call: `POST /api/send-email`. */
    sendBooking: build.mutation<BookingConfirmation, BookingRequest>({
      query: (body) => ({ url: 'send-email', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<BookingConfirmation>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.failure),
      // After a booking, or a 409 for a slot someone else took, the day's slots are read again.
      invalidatesTags: (_result, _error, request) => [{ type: 'BookingAvailability', id: request.selectedDate }],
    }),
    /** `GET /api/bookings/availability?date=YYYY-MM-DD`: the day's booked slots. */
    getAvailability: build.query<BookingAvailability, string>({
      query: (date) => ({ url: 'bookings/availability', params: { date } }),
      transformResponse: (response: ApiSuccess<BookingAvailability>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.availabilityFailed),
      providesTags: (_result, _error, date) => [{ type: 'BookingAvailability', id: date }],
      // Others book too: a day opened again after a while is read again.
      keepUnusedDataFor: 30,
    }),
    /** `GET /api/bookings/closed-dates`: whole days the company has blocked within the window. */
    getClosedDates: build.query<BookingClosedDates, void>({
      query: () => 'bookings/closed-dates',
      transformResponse: (response: ApiSuccess<BookingClosedDates>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.availabilityFailed),
      providesTags: [{ type: 'BookingAvailability', id: 'CLOSED' }],
      keepUnusedDataFor: 30,
    }),
    /** `GET /api/bookings/manage/:token`: the booking of a manage link. */
    getManagedBooking: build.query<BookingSummary, string>({
      query: (token) => `bookings/manage/${encodeURIComponent(token)}`,
      transformResponse: (response: ApiSuccess<BookingSummary>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.manageLoadFailed),
      providesTags: (_result, _error, token) => [{ type: 'ManagedBooking', id: token }],
    }),
    /** `GET /api/bookings/advance?serviceId=`: what a booking of the service pays now and later. */
    getBookingAdvance: build.query<BookingAdvanceQuote, number>({
      query: (serviceId) => ({ url: 'bookings/advance', params: { serviceId } }),
      transformResponse: (response: ApiSuccess<BookingAdvanceQuote>) => response.data,
    }),
    /** `GET /api/bookings/manage/:token/pay?method=`: how to pay what the booking owes now. */
    getBookingPayOptions: build.query<PaymentInstructions, { token: string; method: 'upi' | 'online' }>({
      query: ({ token, method }) => ({ url: `bookings/manage/${encodeURIComponent(token)}/pay`, params: { method } }),
      transformResponse: (response: ApiSuccess<PaymentInstructions>) => response.data,
      transformErrorResponse: withFallback(PAYMENT_TEXT.loadFailed),
    }),
    rescheduleBooking: build.mutation<BookingSummary, { token: string } & RescheduleInput>({
      query: ({ token, ...body }) => ({
        url: `bookings/manage/${encodeURIComponent(token)}/reschedule`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ApiSuccess<BookingSummary>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.manageFailed),
      invalidatesTags: (_result, _error, { token, selectedDate }) => [
        { type: 'ManagedBooking', id: token },
        { type: 'BookingAvailability', id: selectedDate },
      ],
    }),
    cancelBooking: build.mutation<BookingSummary, string>({
      query: (token) => ({ url: `bookings/manage/${encodeURIComponent(token)}/cancel`, method: 'POST', body: {} }),
      transformResponse: (response: ApiSuccess<BookingSummary>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.manageFailed),
      invalidatesTags: (_result, _error, token) => [{ type: 'ManagedBooking', id: token }],
    }),
  }),
});

export const {
  useSendBookingMutation,
  useGetAvailabilityQuery,
  useGetClosedDatesQuery,
  useGetManagedBookingQuery,
  useGetBookingAdvanceQuery,
  useGetBookingPayOptionsQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
} = bookingApi;
