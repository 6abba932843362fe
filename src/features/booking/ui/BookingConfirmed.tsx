import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { BookingConfirmation } from '@/shared/contract/booking';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { selectBooking } from '../model/bookingSlice';
import { managePath } from '../model/links';
import { BOOKING_TEXT, MANAGE_TEXT } from '../model/text';
import { BookingFacts, CalendarLinks, WhatHappensNext } from './BookingSummaryView';
import { BookingPaymentPanel } from './BookingPaymentPanel';

/**
 * /booking/confirmed/:reference: the booking just made, handed over by the wizard (the page's
 * history state, which a reload keeps) or from the wizard's state. The mail line says "has been
 * sent" only when the server said the mail server took it.
 */
export function BookingConfirmed({ reference }: { reference: string }) {
  const { state } = useLocation() as { state: { confirmation?: BookingConfirmation } | null };
  const { lastConfirmation } = useFeatureSelector(selectBooking);
  const booking = [state?.confirmation, lastConfirmation].find((candidate) => candidate?.reference === reference);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  if (!booking) return <p className="lead">{MANAGE_TEXT.notFound}</p>;
  return (
    <div className="booking-confirmed">
      <div className={`alert ${booking.status === 'held' ? 'alert-warning' : 'alert-success'}`} role="status">
        <h2 className="h4 mb-1" ref={heading} tabIndex={-1}>
          {booking.status === 'held' ? BOOKING_TEXT.held : BOOKING_TEXT.booked}
        </h2>
        <p className="mb-1">{booking.confirmationMail === 'sent' ? BOOKING_TEXT.mailSent : BOOKING_TEXT.mailQueued}</p>
        <p className="mb-0">{BOOKING_TEXT.reference(booking.reference)}</p>
      </div>
      <BookingFacts booking={booking} />
      <BookingPaymentPanel booking={booking} token={booking.manageToken} />
      {booking.status === 'confirmed' && <CalendarLinks booking={booking} token={booking.manageToken} />}
      <WhatHappensNext booking={booking} />
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={managePath(booking.manageToken)}>
          {MANAGE_TEXT.manageLink}
        </Link>
        <Link className="btn btn-outline-secondary" to={ROUTES.onlineBooking}>
          {MANAGE_TEXT.bookAnother}
        </Link>
      </div>
    </div>
  );
}
