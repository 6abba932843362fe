import * as yup from 'yup';
import { BOOKING_FIRST_DAY, BOOKING_LAST_DAY, CONTACT_METHODS, EVENT_TYPES, TEXT_LIMITS, TIME_SLOTS } from '../config/booking';
import { optionalChoice, recipientEmail, requiredChoice, requiredPhone, requiredText } from './contactFields';

export const BOOKING_FIELD_MESSAGES = {
  nameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  detailsRequired: 'Please tell us about your event',
  eventTypeInvalid: 'Please choose an event type from the list',
  serviceRequired: 'Please choose a service',
  serviceUnknown: 'Please choose a service from our catalogue',
  dateInvalid: `Please choose a day from ${BOOKING_FIRST_DAY} to ${BOOKING_LAST_DAY}`,
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
    selectedDate: whole(M.dateInvalid).required(M.dateInvalid).min(BOOKING_FIRST_DAY, M.dateInvalid).max(BOOKING_LAST_DAY, M.dateInvalid),
    selectedTime: requiredChoice(TIME_SLOTS, M.timeInvalid),
    formData: bookingDetailsSchema
      .shape({ preferredMethod: requiredChoice(CONTACT_METHODS, M.methodInvalid) })
      .default(undefined)
      .typeError(M.contactMissing)
      .required(M.contactMissing),
  });
}

export type BookingRequestInput = yup.InferType<ReturnType<typeof bookingRequestSchema>>;

/** `GET /api/bookings/availability?day=N`. */
export const availabilityQuerySchema = yup.object({
  day: whole(M.dateInvalid).required(M.dateInvalid).min(BOOKING_FIRST_DAY, M.dateInvalid).max(BOOKING_LAST_DAY, M.dateInvalid),
});
