import { baseApi, withFallback, type ApiSuccess } from '@/shared/api';
import { BOOKING_TEXT, type BookingRequest } from '../model/types';

export interface BookingConfirmation {
  reference: string;
}

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's only booking call: `POST /api/send-email`; only its ok status matters to the page. */
    sendBooking: build.mutation<BookingConfirmation, BookingRequest>({
      query: (body) => ({ url: 'send-email', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<BookingConfirmation>) => response.data,
      transformErrorResponse: withFallback(BOOKING_TEXT.failure),
      invalidatesTags: ['BookingAvailability'],
    }),
  }),
});

export const { useSendBookingMutation } = bookingApi;
