import { BOOKING_NEXT_STEPS } from '@/content/booking';
import { ON_REQUEST_PRICE } from '@/content/catalogue';
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
  /** The IST date, `YYYY-MM-DD`. */
  selectedDate: string;
  selectedTime: string;
  formData: BookingFormData;
}

/** The wizard's texts; the spec's are exact (public-site.md §2, §8). */
export const BOOKING_TEXT = {
  booked: 'Your consultation has been booked successfully!',
  /** Only once the mail server has taken the confirmation. */
  mailSent: 'A confirmation email has been sent.',
  /** When the mail server has not taken it yet (it is retried): not in the spec. */
  mailQueued: 'You will receive a confirmation email shortly.',
  failure: 'There was an error booking your consultation. Please try again.',
  steps: ['Choose Your Event Service', 'Select Date & Time', 'Your Information', 'Review & Confirm'],
  categories: { services: 'Services', products: 'Products', events: 'Events' },
  backToCategories: 'Back to Categories',
  contactForPricing: ON_REQUEST_PRICE,
  toBeDetermined: 'To be determined',
  notSelected: 'Not selected',
  notProvided: 'Not provided',
  previous: 'Previous',
  next: 'Next',
  confirm: 'Confirm Booking',
  sending: 'Booking...',
  totalAmount: 'Total Amount',
  whatHappensNext: 'What happens next?',
  nextSteps: [
    `Our team will contact you ${BOOKING_NEXT_STEPS.contactHoursBefore} hours before your consultation to confirm the details.`,
    `You will receive the meeting link ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`,
  ],
  reference: (reference: string) => `Your booking reference is ${reference}.`,
  chooseAnotherTime: 'Choose another time',
  /** Under a disabled Next: what the step still needs. */
  stillNeeded: (missing: string) => `To continue, choose or fill in ${missing}.`,
  searchItems: (category: string) => `Search ${category.toLowerCase()}`,
  priceFilter: 'Price',
  itemsShown: (shown: number, total: number) => `${shown} of ${total} shown`,
  noItems: 'Nothing matches. Try another word or price range.',
  istNote: 'Times are in India Standard Time (IST).',
  visitorZone: (zone: string) => `Your time zone is ${zone}: each time is also shown in your local time.`,
  localTime: (time: string) => `${time} your time`,
  slotTooSoon: 'too soon',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  windowNote: (days: number, hours: number) => `You can book from today up to ${days} days ahead, at least ${hours} hours in advance.`,
  chooseDayFirst: 'Choose a day to see its free time slots.',
  manageLoadFailed: 'We could not load this booking. Please try again.',
  manageFailed: 'We could not change this booking. Please try again.',
  slotBooked: 'booked',
  slotClosed: 'closed',
  dayFullyBooked: 'Every time slot on this day is booked. Please choose another day.',
  availabilityFailed: 'We could not check which time slots are free. You can still choose one; we will tell you if it is taken.',
} as const;
