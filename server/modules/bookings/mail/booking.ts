import { BOOKING_NEXT_STEPS, EVENT_TYPE_LABELS } from '../../../../src/content/booking';
import { COMPANY } from '../../../../src/content/company';
import type { BookingRecord } from '../tables';
import { renderMail, type DetailRow } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import { factRows, when, type ManageBlock } from './bookingManage';

const NOT_PROVIDED = 'Not provided';

/** What happens next; a meeting link exists only for a video call. */
const nextSteps = (booking: BookingRecord) => [
  `Our team will contact you ${BOOKING_NEXT_STEPS.contactHoursBefore} hours before your consultation to confirm the details.`,
  ...(booking.preferredMethod === 'video-call'
    ? [`You will receive the meeting link ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`]
    : []),
];

/**
 * To the customer: what was booked, what happens next, the manage links, with the calendar invite.
 * Fixed text only: the company's wording and the booking's facts chosen from fixed lists (service,
 * date, time, contact method, price, reference) plus the manage links the server made, never the
 * name or details typed into the form, since the address is whatever was typed too and the site
 * must not carry a stranger's text to anyone.
 */
export function bookingConfirmationMail(
  booking: BookingRecord,
  calendar: string,
  manage: ManageBlock,
  siteUrl: string,
  /** The advance paid and the balance (bookings that took an advance). */
  paymentRows: DetailRow[] = [],
): MailMessage {
  const body = renderMail({
    siteUrl,
    title: 'Your consultation is booked',
    preheader: `${booking.service.name} on ${when(booking)}. Reference ${booking.reference}.`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `Thank you for booking a consultation with ${COMPANY.name}. Here are the details:` },
      { type: 'details', rows: [...factRows(booking), ...paymentRows] },
      ...(paymentRows.length
        ? [{ type: 'paragraph' as const, text: 'Your receipt for the advance is attached.' }]
        : []),
      ...nextSteps(booking).map((text) => ({ type: 'paragraph' as const, text })),
      { type: 'paragraph', text: 'The attached invitation adds the consultation to your calendar.' },
      ...(manage.intro
        ? [
            { type: 'paragraph' as const, text: manage.intro },
            { type: 'links' as const, links: manage.links },
          ]
        : []),
      { type: 'paragraph', text: `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.` },
      {
        type: 'note',
        text: 'You receive this e-mail because this address was entered when booking on our website. If that was not you, reply to let us know and we will cancel the booking.',
      },
    ],
  });
  return {
    to: booking.email,
    replyTo: COMPANY.bookingsEmail,
    subject: `Consultation booked: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    ...body,
    icalEvent: { method: 'REQUEST', filename: `consultation-${booking.reference}.ics`, content: calendar },
  };
}

/** To the company inbox: everything the customer entered, replies go to the customer. */
export function bookingNotificationMail(
  booking: BookingRecord,
  to: string,
  calendar: string,
  siteUrl: string,
): MailMessage {
  const rows: DetailRow[] = [
    ...factRows(booking),
    ['Name', booking.name],
    ['Email', booking.email],
    ['Phone', booking.phone],
    ['Event Type', booking.eventType ? EVENT_TYPE_LABELS[booking.eventType] : NOT_PROVIDED],
    ['Event Details', booking.message],
  ];
  const body = renderMail({
    siteUrl,
    title: `New booking ${booking.reference}`,
    preheader: `${booking.service.name}, ${when(booking)}`,
    blocks: [
      { type: 'paragraph', text: 'A consultation was booked on the website.' },
      { type: 'details', rows },
    ],
  });
  return {
    to,
    replyTo: booking.email,
    subject: `New booking ${booking.reference}: ${booking.service.name}, ${when(booking)}`,
    ...body,
    icalEvent: { method: 'PUBLISH', filename: `consultation-${booking.reference}.ics`, content: calendar },
  };
}
