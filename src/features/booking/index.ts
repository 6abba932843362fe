export { bookingApi, useGetAvailabilityQuery, useSendBookingMutation, type BookingConfirmation } from './api/bookingApi';
export {
  bookingActions,
  bookingSlice,
  canProceed,
  emptyBookingForm,
  initialBookingState,
  readyToConfirm,
  selectBooking,
  selectBookingStep,
  selectCanProceed,
  type BookingFormData,
  type BookingNotice,
  type BookingState,
  type BookingStep,
} from './model/bookingSlice';
export { reviewRows, toBookingRequest, totalAmountOf, type ReviewRow } from './model/review';
export { BOOKING_TEXT } from './model/text';
export type { BookedService, BookingRequest } from './model/types';
export { BookingWizard } from './ui/BookingWizard';
export { BookingConfirmed } from './ui/BookingConfirmed';
export { ManageBooking } from './ui/ManageBooking';
export { CatalogueFeatureList, CatalogueItemSummary } from './ui/CatalogueItemBody';
