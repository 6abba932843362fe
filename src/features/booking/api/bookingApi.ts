import { baseApi, withFallback, type ApiSuccess, type BookingAvailability, type BookingConfirmation } from '@/shared/api';
import { BOOKING_TEXT, type BookingRequest } from '../model/types';

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
    /** `GET /api/bookings/availability?day=N`: the day's booked slots. */
    getAvailability: build.query<BookingAvailability, number>({
      query: (day) => ({ url: 'bookings/availability', params: { day } }),
      transformResponse: (response: ApiSuccess<BookingAvailability>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.availabilityFailed),
      providesTags: (_result, _error, day) => [{ type: 'BookingAvailability', id: day }],
      // Others book too: a day opened again after a while is read again.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSendBookingMutation, useGetAvailabilityQuery } = bookingApi;
export type { BookingConfirmation };
