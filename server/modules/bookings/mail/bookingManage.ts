import { BOOKING_NEXT_STEPS, CONTACT_METHOD_LABELS } from '../../../../src/content/booking';
import { COMPANY } from '../../../../src/content/company';
import { formatBookingDate } from '../../../../src/shared/contract/fields/bookingDates';
import type { BookingRecord } from '../tables';
import { renderMail, type DetailRow, type MailBlock, type MailLink } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

// The mails after a booking: rescheduled, cancelled, and the two reminders. What goes to the
// customer is fixed wording plus facts of the booking from fixed lists (service, date, slot,
// method, price, reference): nothing a visitor typed, so the form cannot be used to send
// someone else a message in the company's name. The company's copies add the contact details.

/** The manage block: the deadline sentence and the Reschedule / Cancel links of one booking. */
export interface ManageBlock {
  intro: string;
  links: MailLink[];
}

export function manageBlock(manageUrl: string, deadlineText: string, deadlineHours: number): ManageBlock {
  return {
    intro: `You can reschedule or cancel online until ${deadlineText} (${deadlineHours} hours before the consultation). After that, please call us on ${COMPANY.phone}.`,
    links: [
      { label: 'Reschedule', href: `${manageUrl}?action=reschedule` },
      { label: 'Cancel', href: `${manageUrl}?action=cancel` },
    ],
  };
}

export const when = (booking: BookingRecord) => `${formatBookingDate(booking.date)} at ${booking.time} IST`;

export function factRows(booking: BookingRecord): DetailRow[] {
  return [
    ['Reference', booking.reference],
    ['Service', booking.service.name],
    ['Date', formatBookingDate(booking.date)],
    ['Time', `${booking.time} (India Standard Time)`],
    ['Contact method', CONTACT_METHOD_LABELS[booking.preferredMethod]],
    ['Total Amount', booking.priceLabel],
  ];
}

const contactRows = (booking: BookingRecord): DetailRow[] => [
  ['Email', booking.email],
  ['Phone', booking.phone],
];

const paragraphs = (texts: readonly string[]): MailBlock[] => texts.map((text) => ({ type: 'paragraph', text }));

function customerMail(
  booking: BookingRecord,
  siteUrl: string,
  parts: {
    subject: string;
    title: string;
    intro: string[];
    outro: string[];
    links?: MailLink[];
    button?: MailLink;
    calendar?: MailMessage['icalEvent'];
  },
): MailMessage {
  const body = renderMail({
    siteUrl,
    title: parts.title,
    preheader: `${booking.service.name} on ${when(booking)}. Reference ${booking.reference}.`,
    blocks: [
      ...paragraphs(parts.intro),
      ...(parts.button ? [{ type: 'button' as const, link: parts.button }] : []),
      { type: 'details', rows: factRows(booking) },
      ...paragraphs(parts.outro),
      ...(parts.links?.length ? [{ type: 'links' as const, links: parts.links }] : []),
      { type: 'paragraph', text: `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.` },
    ],
  });
  return {
    to: booking.email,
    replyTo: COMPANY.bookingsEmail,
    subject: parts.subject,
    ...body,
    ...(parts.calendar ? { icalEvent: parts.calendar } : {}),
  };
}

function companyMail(
  booking: BookingRecord,
  to: string,
  siteUrl: string,
  parts: { subject: string; title: string; intro: string; calendar: MailMessage['icalEvent'] },
): MailMessage {
  const body = renderMail({
    siteUrl,
    title: parts.title,
    preheader: `${booking.service.name}, ${when(booking)}`,
    blocks: [
      { type: 'paragraph', text: parts.intro },
      { type: 'details', rows: [...factRows(booking), ...contactRows(booking)] },
    ],
  });
  return { to, replyTo: booking.email, subject: parts.subject, ...body, icalEvent: parts.calendar };
}

const invite = (booking: BookingRecord, method: 'REQUEST' | 'PUBLISH' | 'CANCEL', content: string) => ({
  method,
  filename: `consultation-${booking.reference}.ics`,
  content,
});

/** To the customer after a reschedule: the new time and the updated invite (same UID, higher SEQUENCE). */
export function bookingRescheduledMail(
  booking: BookingRecord,
  calendar: string,
  manage: ManageBlock,
  previous: string,
  siteUrl: string,
): MailMessage {
  return customerMail(booking, siteUrl, {
    subject: `Consultation moved: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    title: 'Your consultation has been moved',
    intro: [`Your consultation with ${COMPANY.name} has been moved from ${previous} to the time below.`],
    outro: ['The attached invitation updates the event in your calendar.', manage.intro],
    links: manage.links,
    calendar: invite(booking, 'REQUEST', calendar),
  });
}

export function bookingRescheduledNotice(
  booking: BookingRecord,
  to: string,
  calendar: string,
  previous: string,
  siteUrl: string,
): MailMessage {
  return companyMail(booking, to, siteUrl, {
    subject: `Booking ${booking.reference} moved: ${booking.service.name}, ${when(booking)}`,
    title: `Booking ${booking.reference} moved`,
    intro: `The customer moved this consultation from ${previous} using the link in their confirmation.`,
    calendar: invite(booking, 'PUBLISH', calendar),
  });
}

/** To the customer after a cancellation, with the cancelling invite (METHOD:CANCEL). */
/** The customer's cancellation; `refundLine` says what of a paid advance is refunded. */
export function bookingCancelledMail(
  booking: BookingRecord,
  calendar: string,
  siteUrl: string,
  refundLine: string | null = null,
): MailMessage {
  return customerMail(booking, siteUrl, {
    subject: `Consultation cancelled: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    title: 'Your consultation has been cancelled',
    intro: [
      `Your consultation with ${COMPANY.name} has been cancelled as you asked.`,
      ...(refundLine ? [refundLine] : []),
    ],
    outro: [
      'The attached update removes the event from your calendar. You are welcome to book again on our website at any time.',
    ],
    calendar: invite(booking, 'CANCEL', calendar),
  });
}

export function bookingCancelledNotice(
  booking: BookingRecord,
  to: string,
  calendar: string,
  siteUrl: string,
): MailMessage {
  return companyMail(booking, to, siteUrl, {
    subject: `Booking ${booking.reference} cancelled: ${booking.service.name}, ${when(booking)}`,
    title: `Booking ${booking.reference} cancelled`,
    intro: 'The customer cancelled this consultation using the link in their confirmation. The slot is free again.',
    calendar: invite(booking, 'CANCEL', calendar),
  });
}

/** The day-before reminder (the spec's "our team will contact you 24 hours before"). */
export function dayReminderMail(booking: BookingRecord, siteUrl: string): MailMessage {
  return customerMail(booking, siteUrl, {
    subject: `Reminder: your consultation on ${when(booking)} (${booking.reference})`,
    title: 'Your consultation is tomorrow',
    intro: [
      `This is a reminder of your consultation with ${COMPANY.name}, ${BOOKING_NEXT_STEPS.contactHoursBefore} hours from now.`,
    ],
    outro: [
      'Our team will contact you shortly to confirm the details.',
      ...(booking.preferredMethod === 'video-call'
        ? [
            `You will receive the meeting link ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`,
          ]
        : []),
    ],
  });
}

/** For video calls, 30 minutes before: the meeting link. */
export function meetingLinkMail(booking: BookingRecord, meetingUrl: string, siteUrl: string): MailMessage {
  return customerMail(booking, siteUrl, {
    subject: `Your meeting link: consultation at ${booking.time} IST today (${booking.reference})`,
    title: 'Your video consultation starts soon',
    intro: [
      `Your video consultation with ${COMPANY.name} starts in ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes. Join with the link below.`,
    ],
    outro: [],
    button: { label: 'Join the video call', href: meetingUrl },
  });
}
