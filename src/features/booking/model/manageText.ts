import { BOOKING_NEXT_STEPS } from '@/content/booking';
import { COMPANY } from '@/content/company';

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
  changeUntil: (deadline: string, hours: number) => `You can reschedule or cancel online until ${deadline} (${hours} hours before the consultation).`,
  manageLink: 'Reschedule or cancel',
  bookAnother: 'Book another consultation',
  notFound: 'This page shows a booking right after it was made in this browser. Your confirmation e-mail has the details and the links to reschedule or cancel.',
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
  status: { confirmed: 'Confirmed', cancelled: 'Cancelled' },
} as const;
