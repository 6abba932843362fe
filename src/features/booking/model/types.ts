import type { BookingFormData } from './bookingSlice';

/** The service as it is sent with a booking (spec public-site.md, Entities). */
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
  /** The IST date, `YYYY-MM-DD`. */
  selectedDate: string;
  selectedTime: string;
  formData: BookingFormData;
}
