/** The back office bookings list's filters and sorts, as the API names them (`/api/admin/bookings`). */
/** `held`: a priced booking holding its slot until its advance is paid (or the hold lapses). */
export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What became of a booking's confirmation mail (the outbox records it on the booking). */
export const BOOKING_MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type BookingMailState = (typeof BOOKING_MAIL_STATES)[number];

export const BOOKING_SORTS = ['startsAt', 'createdAt', 'name', 'reference'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
