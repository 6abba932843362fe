export { bookingActions, bookingSlice } from './model/bookingSlice';
export { BookingWizard } from './ui/BookingWizard';
export { BookingConfirmed } from './ui/BookingConfirmed';
export { ManageBooking } from './ui/ManageBooking';
export { CatalogueFeatureList, CatalogueItemSummary } from './ui/CatalogueItemBody';
