import type { AdvanceRefundView } from './advanceRefund';
import * as yup from 'yup';
import {
  BOOKING_MIN_NOTICE_HOURS,
  BOOKING_WINDOW_DAYS,
  CONTACT_METHODS,
  EVENT_TYPES,
  TIME_SLOTS,
  type ContactMethod,
  type TimeSlot,
} from '../config/booking';
import type { BookingMailState, BookingStatus } from '../config/bookingAdmin';
import type { BookingPayment } from './bookingAdvance';
import { TEXT_LIMITS } from '../config/forms';
import { isIsoDate } from './fields/bookingDates';
import { optionalChoice, recipientEmail, requiredChoice, requiredPhone, requiredText } from './fields/contactFields';
import type { MailDelivery } from './fields/mailDelivery';
import { noLinks } from './fields/noLinks';
import type { Unchosen } from './fields/types';

// A consultation booking: the wizard's request, the customer's and the back office's views of it.

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
  name: noLinks(requiredText(M.nameRequired, TEXT_LIMITS.name)),
  email: recipientEmail(),
  phone: requiredPhone(M.phoneRequired),
  eventType: optionalChoice(EVENT_TYPES, M.eventTypeInvalid),
  message: requiredText(M.detailsRequired, TEXT_LIMITS.message),
});

export type BookingDetailsInput = yup.InferType<typeof bookingDetailsSchema>;

const whole = (message: string) => yup.number().typeError(message).integer(message);

/** A real calendar date `YYYY-MM-DD` (IST); the window and notice are checked with the server's clock. */
const isoDate = () =>
  yup
    .string()
    .required(M.dateInvalid)
    .test('iso-date', M.dateInvalid, (value) => value === undefined || isIsoDate(value));

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

/** `POST /api/bookings/manage/:token/reschedule` (and the back office's): the new date and time. */
export const rescheduleSchema = yup.object({
  selectedDate: isoDate(),
  selectedTime: requiredChoice(TIME_SLOTS, M.timeInvalid),
});

export type RescheduleInput = yup.InferType<typeof rescheduleSchema>;

/** The wizard's typed fields and contact method; the method is '' until chosen. */
export type BookingFormData = Unchosen<BookingRequestInput['formData'], 'preferredMethod'>;

/** The service as it is sent with a booking (spec public-site.md, Entities); the server reads only its id. */
export interface BookedService extends NonNullable<BookingRequestInput['selectedService']> {
  name: string;
  price: string;
  features: string[];
  icon: string;
  color?: string;
}

/** Posted to `/api/send-email` at Confirm Booking. */
export type BookingRequest = Omit<BookingRequestInput, 'selectedService' | 'formData'> & {
  selectedService: BookedService;
  formData: BookingFormData;
};

/** A booking as its confirmation and manage pages show it (no contact details). */
export interface BookingSummary {
  reference: string;
  service: string;
  /** The IST date, `YYYY-MM-DD`. */
  date: string;
  /** The IST slot, `11:00 AM`. */
  time: string;
  preferredMethod: ContactMethod;
  /** The price as booked, or `To be determined`. */
  totalAmount: string;
  /** Start and end of the consultation (ISO, UTC), for calendar links. */
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  /** Until this instant (ISO, UTC) the booking can be rescheduled or cancelled by its link. */
  changeDeadline: string;
  changeDeadlineHours: number;
  /** Confirmed and before the deadline. */
  canChange: boolean;
  /** The advance and balance of a booking that took an advance (null: none asked). */
  payment: BookingPayment | null;
}

/** The answer of `POST /api/send-email`. */
export interface BookingConfirmation extends BookingSummary {
  confirmationMail: MailDelivery;
  /** The signed token of the booking's manage link (`/booking/manage/:token`), also in the e-mail. */
  manageToken: string;
}

/** The answer of `GET /api/bookings/availability?date=YYYY-MM-DD`: the day's booked time slots. */
export interface BookingAvailability {
  date: string;
  taken: string[];
  /** Slots the company has closed (a blocked slot, or all of them on a blocked day). */
  closed: string[];
}

/** `GET /api/bookings/closed-dates`: the whole days blocked within the booking window. */
export interface BookingClosedDates {
  from: string;
  to: string;
  dates: string[];
}

/** A booking as the back office sees it (`GET /api/admin/bookings`). Times are ISO UTC; date and time are IST. */
export interface AdminBooking
  extends
    Pick<BookingSummary, 'reference' | 'service' | 'date' | 'startsAt' | 'preferredMethod' | 'status'>,
    BookingDetailsInput {
  id: number;
  priceLabel: string;
  time: TimeSlot;
  createdAt: string;
  cancelledAt: string | null;
  /** The outcome of the customer's confirmation mail. */
  confirmationMail: BookingMailState;
  /** The advance asked for this booking (null: none, e.g. on request). */
  advance?: AdminBookingAdvance | null;
}

/** A booking's advance as the back office shows it. */
export interface AdminBookingAdvance {
  requestId: number;
  status: 'open' | 'paid' | 'lapsed' | 'cancelled';
  amountPaise: number;
  /** ISO UTC. */
  payBy: string | null;
  paidAt: string | null;
  method: 'upi' | 'online' | null;
  note: string | null;
  /** The refund made of it when the booking was cancelled. */
  refund?: AdvanceRefundView | null;
}

/** `POST /api/admin/bookings/:id/mark-advance-paid`. */
export interface MarkAdvancePaidInput {
  note: string;
}

/** One slot of a day in the agenda (`GET /api/admin/bookings/agenda?date=`). */
export interface AgendaSlot {
  time: TimeSlot;
  /** Closed by a block of this slot or of the whole day. */
  blocked: boolean;
  /** The confirmed booking first, then cancelled ones. */
  bookings: AdminBooking[];
}

export interface BookingAgenda {
  date: string;
  /** The whole day is blocked. */
  dayBlocked: boolean;
  slots: AgendaSlot[];
}
