export { bookingApi, useSendBookingMutation, type BookingConfirmation } from './api/bookingApi';
export {
  bookingActions,
  bookingSlice,
  canProceed,
  emptyBookingForm,
  initialBookingState,
  selectBooking,
  selectBookingStep,
  selectCanProceed,
  type BookingFormData,
  type BookingState,
  type BookingStep,
} from './model/bookingSlice';
export { BOOKING_TEXT, type BookedService, type BookingRequest } from './model/types';
