import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api';
import { formatIstInstant } from '@/shared/contract/fields/bookingDates';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useCancelBookingMutation, useGetManagedBookingQuery } from '../api/bookingApi';
import { BOOKING_TEXT, MANAGE_TEXT } from '../model/text';
import { PAYMENT_TEXT } from '../model/paymentText';
import { BookingFacts, CalendarLinks, WhatHappensNext } from './BookingSummaryView';
import { BookingPaymentPanel } from './BookingPaymentPanel';
import { RescheduleForm } from './RescheduleForm';

/**
 * /booking/manage/:token: the booking of a mailed link, with Reschedule and Cancel until the
 * change deadline; after it, how to reach the team. `?action=reschedule|cancel` (the mail's two
 * links) opens that action.
 */
export function ManageBooking({ token }: { token: string }) {
  const [params] = useSearchParams();
  const { data: booking, error, isLoading } = useGetManagedBookingQuery(token);
  const [cancelBooking, cancelState] = useCancelBookingMutation();
  const [mode, setMode] = useState<'reschedule' | 'cancel' | null>(() => {
    const action = params.get('action');
    return action === 'reschedule' || action === 'cancel' ? action : null;
  });
  const [done, setDone] = useState<string | null>(null);

  if (isLoading) return <PageLoader />;
  if (!booking) return <p className="lead">{errorMessage(error, BOOKING_TEXT.manageLoadFailed)}</p>;

  const deadline = formatIstInstant(Date.parse(booking.changeDeadline));
  // The server's figures: what cancelling now refunds, and the refund made once cancelled.
  const quote = booking.payment?.cancellationRefund ?? null;
  const refund = booking.payment?.refund ?? null;
  const cancel = async () => {
    try {
      await cancelBooking(token).unwrap();
      setDone(MANAGE_TEXT.cancelledNow);
    } finally {
      setMode(null);
    }
  };

  return (
    <div className="booking-manage">
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      {cancelState.error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(cancelState.error, BOOKING_TEXT.manageFailed)}
        </div>
      )}
      <BookingFacts booking={booking} />
      <BookingPaymentPanel booking={booking} token={token} />
      {booking.status === 'cancelled' && <p className="lead">{MANAGE_TEXT.cancelled}</p>}
      {refund && (
        <p className="alert alert-info" data-testid="refund-made">
          {PAYMENT_TEXT.refundMade(refund.amountPaise, refund.paidPaise, refund.creditNoteNumber)}{' '}
          {PAYMENT_TEXT.refundStatus[refund.status]}
        </p>
      )}
      {booking.status === 'confirmed' && !booking.canChange && (
        <p className="alert alert-warning">{MANAGE_TEXT.tooLate(deadline)}</p>
      )}
      {booking.status === 'confirmed' && (
        <>
          <CalendarLinks booking={booking} token={token} />
          <WhatHappensNext booking={booking} />
        </>
      )}
      {booking.canChange && (
        <>
          <div className="d-flex flex-wrap gap-2 mb-4">
            <button
              type="button"
              className="btn btn-primary"
              aria-expanded={mode === 'reschedule'}
              onClick={() => setMode(mode === 'reschedule' ? null : 'reschedule')}
            >
              {MANAGE_TEXT.reschedule}
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={() => setMode('cancel')}>
              {MANAGE_TEXT.cancel}
            </button>
          </div>
          {mode === 'reschedule' && (
            <RescheduleForm
              token={token}
              onDone={() => {
                setMode(null);
                setDone(MANAGE_TEXT.rescheduled);
              }}
            />
          )}
          <ConfirmDialog
            show={mode === 'cancel'}
            title={MANAGE_TEXT.confirmCancelTitle}
            confirmLabel={cancelState.isLoading ? MANAGE_TEXT.cancelling : MANAGE_TEXT.confirmCancel}
            cancelLabel={MANAGE_TEXT.keep}
            variant="danger"
            busy={cancelState.isLoading}
            onConfirm={() => void cancel()}
            onCancel={() => setMode(null)}
          >
            <p className={quote ? undefined : 'mb-0'}>{MANAGE_TEXT.confirmCancelBody}</p>
            {quote && (
              <p className="mb-0 fw-semibold" data-testid="refund-quote">
                {PAYMENT_TEXT.refundQuote(quote.refundPaise, quote.paidPaise, quote.feePaise)}
              </p>
            )}
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
