import { BOOKING_NEXT_STEPS, CONTACT_METHOD_LABELS, EVENT_TYPE_LABELS } from '../../../src/content/booking';
import { COMPANY } from '../../../src/content/company';
import { formatBookingDate } from '../../../src/shared/validation/bookingDates';
import type { BookingRecord } from '../../db/schema';
import type { MailMessage } from '../mailer';
import type { ManageBlock } from './bookingManage';
import { detailsText, htmlDocument, type DetailRow } from './layout';

const NOT_PROVIDED = 'Not provided';

const when = (booking: BookingRecord) => `${formatBookingDate(booking.date)} at ${booking.time} IST`;

function serviceRows(booking: BookingRecord): DetailRow[] {
  return [
    ['Reference', booking.reference],
    ['Service', booking.service.name],
    ['Date', formatBookingDate(booking.date)],
    ['Time', `${booking.time} (India Standard Time)`],
    ['Contact method', CONTACT_METHOD_LABELS[booking.preferredMethod]],
    ['Total Amount', booking.priceLabel],
  ];
}

/** What happens next; a meeting link exists only for a video call. */
const nextSteps = (booking: BookingRecord) => [
  `Our team will contact you ${BOOKING_NEXT_STEPS.contactHoursBefore} hours before your consultation to confirm the details.`,
  ...(booking.preferredMethod === 'video-call' ? [`You will receive the meeting link ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`] : []),
];

/**
 * To the customer: what was booked, what happens next, the manage links, with the calendar invite.
 * Fixed text only: the company's wording and the booking's facts chosen from fixed lists (service,
 * date, time, contact method, price, reference) plus the manage links the server made, never the
 * name or details typed into the form, since the address is whatever was typed too and the site
 * must not carry a stranger's text to anyone.
 */
export function bookingConfirmationMail(booking: BookingRecord, calendar: string, manage: ManageBlock = { lines: [], links: [] }): MailMessage {
  const title = 'Your consultation is booked';
  const intro = ['Hello,', `Thank you for booking a consultation with ${COMPANY.name}. Here are the details:`];
  const outro = [
    ...nextSteps(booking),
    'The attached invitation adds the consultation to your calendar.',
    ...manage.lines.slice(0, 1),
    `Questions? Reply to this e-mail or call us on ${COMPANY.phone}.`,
    `You receive this e-mail because this address was entered when booking on our website. If that was not you, reply to let us know and we will cancel the booking.`,
  ];
  return {
    to: booking.email,
    replyTo: COMPANY.bookingsEmail,
    subject: `Consultation booked: ${booking.service.name} on ${when(booking)} (${booking.reference})`,
    text: [...intro, '', detailsText(serviceRows(booking)), '', ...outro, ...manage.lines.slice(1), '', COMPANY.name].join('\n'),
    html: htmlDocument(title, { paragraphs: intro, table: serviceRows(booking), after: outro, links: manage.links }),
    icalEvent: { method: 'REQUEST', filename: `consultation-${booking.reference}.ics`, content: calendar },
  };
}

/** To the company inbox: everything the customer entered, replies go to the customer. */
export function bookingNotificationMail(booking: BookingRecord, to: string, calendar: string): MailMessage {
  const title = `New booking ${booking.reference}`;
  const rows: DetailRow[] = [
    ...serviceRows(booking),
    ['Name', booking.name],
    ['Email', booking.email],
    ['Phone', booking.phone],
    ['Event Type', booking.eventType ? EVENT_TYPE_LABELS[booking.eventType] : NOT_PROVIDED],
    ['Event Details', booking.message],
  ];
  const intro = ['A consultation was booked on the website.'];
  return {
    to,
    replyTo: booking.email,
    subject: `New booking ${booking.reference}: ${booking.service.name}, ${when(booking)}`,
    text: [...intro, '', detailsText(rows)].join('\n'),
    html: htmlDocument(title, { paragraphs: intro, table: rows }),
    icalEvent: { method: 'PUBLISH', filename: `consultation-${booking.reference}.ics`, content: calendar },
  };
}
