import { BOOKING_NEXT_STEPS } from '@/content/booking';
import { COMPANY } from '@/content/company';
import { ON_REQUEST_PRICE } from '@/content/serviceCatalogue';

/** The wizard's texts; the spec's are exact (public-site.md, Screens and routes, Error catalogue). */
export const BOOKING_TEXT = {
  booked: 'Your consultation has been booked successfully!',
  /** A priced booking held for its advance (not in the spec: see docs/spec-deviations.md). */
  held: 'Your booking is almost done: pay the advance to confirm it.',
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
  /** Under the Total Amount: the figure is the package's price, not what this booking costs. */
  totalAmountNote: 'The price of the service you chose, GST included. What is paid now and later is below.',
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
  windowNote: (days: number, hours: number) =>
    `You can book from today up to ${days} days ahead, at least ${hours} hours in advance.`,
  chooseDayFirst: 'Choose a day to see its free time slots.',
  manageLoadFailed: 'We could not load this booking. Please try again.',
  manageFailed: 'We could not change this booking. Please try again.',
  slotBooked: 'booked',
  slotClosed: 'closed',
  dayFullyBooked: 'Every time slot on this day is booked. Please choose another day.',
  availabilityFailed:
    'We could not check which time slots are free. You can still choose one; we will tell you if it is taken.',
} as const;

/** Texts of the confirmation page and the manage-by-link page. */
export const MANAGE_TEXT = {
  confirmedTitle: 'Booking confirmed',
  reference: 'Booking reference',
  summary: 'Your consultation',
  addToCalendar: 'Add it to your calendar',
  google: 'Add to Google Calendar',
  outlook: 'Outlook',
  ics: 'Download .ics file',
  whatHappensNext: 'What happens next?',
  contactNote: `Our team will contact you ${BOOKING_NEXT_STEPS.contactHoursBefore} hours before your consultation to confirm the details.`,
  meetingLinkNote: `You will receive the meeting link ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`,
  changeUntil: (deadline: string, hours: number) =>
    `You can reschedule or cancel online until ${deadline} (${hours} hours before the consultation).`,
  manageLink: 'Reschedule or cancel',
  bookAnother: 'Book another consultation',
  notFound:
    'This page shows a booking right after it was made in this browser. Your confirmation e-mail has the details and the links to reschedule or cancel.',
  manageTitle: 'Your booking',
  cancelled: 'This booking has been cancelled. The time slot is free again.',
  tooLate: (deadline: string) =>
    `The deadline to change this booking online has passed (${deadline}). To reschedule or cancel, please call us on ${COMPANY.phone} or e-mail ${COMPANY.bookingsEmail} with your booking reference.`,
  reschedule: 'Reschedule',
  cancel: 'Cancel booking',
  chooseNewTime: 'Choose a new day and time',
  confirmNewTime: 'Move my consultation',
  moving: 'Moving...',
  keep: 'Keep my booking',
  confirmCancelTitle: 'Cancel this consultation?',
  confirmCancelBody: 'The time slot will be released and we will send you a cancellation e-mail.',
  confirmCancel: 'Yes, cancel it',
  cancelling: 'Cancelling...',
  rescheduled: 'Your consultation has been moved. We have e-mailed you the updated invitation.',
  cancelledNow: 'Your consultation has been cancelled. We have e-mailed you the confirmation.',
  status: { held: 'Awaiting advance', confirmed: 'Confirmed', cancelled: 'Cancelled' },
} as const;
