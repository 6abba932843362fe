import * as yup from 'yup';
import { BOOKING_MIN_NOTICE_HOURS, BOOKING_WINDOW_DAYS, CONTACT_METHODS, EVENT_TYPES, TIME_SLOTS } from '../config/booking';
import { TEXT_LIMITS } from '../config/forms';
import { isIsoDate } from './bookingDates';
import { optionalChoice, recipientEmail, requiredChoice, requiredPhone, requiredText } from './contactFields';

export const BOOKING_FIELD_MESSAGES = {
  nameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  detailsRequired: 'Please tell us about your event',
  eventTypeInvalid: 'Please choose an event type from the list',
  serviceRequired: 'Please choose a service',
  serviceUnknown: 'Please choose a service from our catalogue',
  dateInvalid: 'Please choose a date from the calendar (YYYY-MM-DD)',
  datePast: 'This date has passed. Please choose a date from today on.',
  dateOutsideWindow: `Bookings open up to ${BOOKING_WINDOW_DAYS} days ahead. Please choose an earlier date.`,
  slotTooSoon: `Please choose a time at least ${BOOKING_MIN_NOTICE_HOURS} hours from now.`,
  timeInvalid: 'Please choose one of the available time slots',
  methodInvalid: 'Please choose a preferred contact method',
  contactMissing: 'Please fill in your contact details',
} as const;

const M = BOOKING_FIELD_MESSAGES;

/** Step 3 "Your Information" (the booking form's typed fields). */
export const bookingDetailsSchema = yup.object({
  name: requiredText(M.nameRequired, TEXT_LIMITS.name),
  email: recipientEmail(),
  phone: requiredPhone(M.phoneRequired),
  eventType: optionalChoice(EVENT_TYPES, M.eventTypeInvalid),
  message: requiredText(M.detailsRequired, TEXT_LIMITS.message),
});

export type BookingDetailsInput = yup.InferType<typeof bookingDetailsSchema>;

const whole = (message: string) => yup.number().typeError(message).integer(message);

/** A real calendar date `YYYY-MM-DD` (IST); the window and notice are checked with the server's clock. */
const isoDate = () => yup.string().required(M.dateInvalid).test('iso-date', M.dateInvalid, (value) => value === undefined || isIsoDate(value));

/**
 * The body of `POST /api/send-email`. Only the service's id is read: its name and price come from
 * the catalogue on the server, whatever the client sent.
 */
export function bookingRequestSchema(isKnownService: (id: number) => boolean) {
  return yup.object({
    selectedService: yup
      .object({
        id: whole(M.serviceUnknown)
          .required(M.serviceRequired)
          .test('in-catalogue', M.serviceUnknown, (id) => id === undefined || isKnownService(id)),
      })
      .default(undefined)
      .typeError(M.serviceRequired)
      .required(M.serviceRequired),
    selectedDate: isoDate(),
    selectedTime: requiredChoice(TIME_SLOTS, M.timeInvalid),
    formData: bookingDetailsSchema
      .shape({ preferredMethod: requiredChoice(CONTACT_METHODS, M.methodInvalid) })
      .default(undefined)
      .typeError(M.contactMissing)
      .required(M.contactMissing),
  });
}

export type BookingRequestInput = yup.InferType<ReturnType<typeof bookingRequestSchema>>;

/** `GET /api/bookings/availability?date=YYYY-MM-DD`. */
export const availabilityQuerySchema = yup.object({ date: isoDate() });

/** `POST /api/bookings/manage/:token/reschedule`: the new date and time. */
export const rescheduleSchema = yup.object({
  selectedDate: isoDate(),
  selectedTime: requiredChoice(TIME_SLOTS, M.timeInvalid),
});
