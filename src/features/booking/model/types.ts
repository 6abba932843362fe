import type { BookingFormData } from './bookingSlice';

/** The service as it is sent with a booking (spec public-site.md §3). */
export interface BookedService {
  id: number;
  name: string;
  price: string;
  features: string[];
  icon: string;
  color?: string;
}

/** Posted to `/api/send-email` at Confirm Booking. */
export interface BookingRequest {
  selectedService: BookedService;
  selectedDate: number;
  selectedTime: string;
  formData: BookingFormData;
}

export const BOOKING_TEXT = {
  success: 'Your consultation has been booked successfully! A confirmation email has been sent.',
  failure: 'There was an error booking your consultation. Please try again.',
} as const;
