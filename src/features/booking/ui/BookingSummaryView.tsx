import { CONTACT_METHOD_LABELS } from '@/content/booking';
import type { BookingSummary } from '@/shared/contract/booking';
import { formatBookingDate, formatIstInstant } from '@/shared/contract/fields/bookingDates';
import { googleCalendarUrl, inviteDownloadUrl, outlookCalendarUrl } from '../model/links';
import { BOOKING_TEXT, MANAGE_TEXT } from '../model/text';

/** The booking's facts as the review showed them (date as `{Month} {day}, {year}`, time in IST). */
export function BookingFacts({ booking }: { booking: BookingSummary }) {
  const rows: Array<[string, string]> = [
    [MANAGE_TEXT.reference, booking.reference],
    ['Service', booking.service],
    ['Date', formatBookingDate(booking.date)],
    ['Time', `${booking.time} (India Standard Time)`],
    ['Contact Method', CONTACT_METHOD_LABELS[booking.preferredMethod]],
    [BOOKING_TEXT.totalAmount, booking.totalAmount],
    ['Status', MANAGE_TEXT.status[booking.status]],
  ];
  return (
    <dl className="booking-review mb-3">
      {rows.map(([label, value]) => (
        <div className="booking-review__row" key={label}>
          <dt>{label}</dt>
          <dd data-testid={label === MANAGE_TEXT.reference ? 'booking-reference' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Google Calendar, Outlook and the .ics file of the booking (the same UID as the mailed invite). */
export function CalendarLinks({ booking, token }: { booking: BookingSummary; token: string }) {
  return (
    <section aria-labelledby="calendar-links-heading" className="mb-4">
      <h2 className="h5" id="calendar-links-heading">
        {MANAGE_TEXT.addToCalendar}
      </h2>
      <div className="d-flex flex-wrap gap-2">
        <a
          className="btn btn-outline-primary"
          href={googleCalendarUrl(booking)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {MANAGE_TEXT.google}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a
          className="btn btn-outline-primary"
          href={outlookCalendarUrl(booking)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {MANAGE_TEXT.outlook}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <a
          className="btn btn-outline-primary"
          href={inviteDownloadUrl(token)}
          download={`consultation-${booking.reference}.ics`}
        >
          {MANAGE_TEXT.ics}
        </a>
      </div>
    </section>
  );
}

/** The spec's 24 hours / 30 minutes notes; the meeting link only for video calls. */
export function WhatHappensNext({ booking }: { booking: BookingSummary }) {
  return (
    <section aria-labelledby="next-steps-heading" className="mb-4">
      <h2 className="h5" id="next-steps-heading">
        {MANAGE_TEXT.whatHappensNext}
      </h2>
      <ul>
        <li>{MANAGE_TEXT.contactNote}</li>
        {booking.preferredMethod === 'video-call' && <li>{MANAGE_TEXT.meetingLinkNote}</li>}
        {booking.canChange && (
          <li>
            {MANAGE_TEXT.changeUntil(formatIstInstant(Date.parse(booking.changeDeadline)), booking.changeDeadlineHours)}
          </li>
        )}
      </ul>
    </section>
  );
}
