import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { TimeSlot } from '@/shared/config/booking';
import type { AdminBooking } from '@/shared/contract/booking';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import {
  useCancelAdminBookingMutation,
  useGetBookingRefundQuoteQuery,
  useRescheduleAdminBookingMutation,
  useResendBookingConfirmationMutation,
} from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT as T, REFUND_ADMIN_TEXT as R } from '../model/text';
import { RescheduleFields } from './RescheduleFields';

export interface BookingActionsProps {
  booking: AdminBooking;
  /** What happened, for the page's status line. */
  onDone: (message: string) => void;
  now?: number;
}

/** Reschedule, cancel (after a confirmation) and resend the confirmation of one confirmed booking; cancel only for one awaiting its advance. */
export function BookingActions({ booking, onDone, now = Date.now() }: BookingActionsProps) {
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | 'resend' | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<TimeSlot | ''>('');
  const [problem, setProblem] = useState<string | undefined>();
  const [cancel, cancelling] = useCancelAdminBookingMutation();
  const [reschedule, moving] = useRescheduleAdminBookingMutation();
  const [resend, resending] = useResendBookingConfirmationMutation();
  const [waive, setWaive] = useState(false);
  // The server's figure for cancelling now (asked when the dialog opens).
  const { data: quote } = useGetBookingRefundQuoteQuery(booking.id, {
    skip: dialog !== 'cancel' || booking.status !== 'confirmed',
  });
  if (booking.status === 'cancelled') return null;
  const held = booking.status === 'held';
  const who = `${booking.reference} (${booking.name})`;

  const close = () => {
    setDialog(null);
    setWaive(false);
    setProblem(undefined);
  };
  const onCancel = async () => {
    const result = await cancel({ id: booking.id, waive });
    if ('error' in result) return setProblem(errorMessage(result.error, T.actionFailed));
    close();
    onDone(T.done.cancelled(booking.reference));
  };
  const onMove = async () => {
    if (!time) return setProblem(T.chooseSlot);
    const result = await reschedule({ id: booking.id, selectedDate: date, selectedTime: time });
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      return setProblem(
        fields?.selectedTime?.[0] ?? fields?.selectedDate?.[0] ?? errorMessage(result.error, T.actionFailed),
      );
    }
    close();
    onDone(T.done.moved(booking.reference, formatBookingDate(date), time));
  };
  const pickDate = (value: string) => {
    setDate(value);
    setTime('');
    setProblem(undefined);
  };
  const pickTime = (value: TimeSlot) => {
    setTime(value);
    setProblem(undefined);
  };
  const onResend = async () => {
    const result = await resend(booking.id);
    close();
    onDone(
      'error' in result
        ? errorMessage(result.error, T.actionFailed)
        : T.done.resent(booking.reference, result.data.confirmationMail === 'sent'),
    );
  };

  return (
    <div className="d-flex flex-wrap gap-2">
      {!held && (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`${T.reschedule}: ${who}`}
          onClick={() => {
            setDate('');
            setTime('');
            setDialog('reschedule');
          }}
        >
          {T.reschedule}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`${T.cancel}: ${who}`}
        onClick={() => setDialog('cancel')}
      >
        {T.cancel}
      </Button>
      {!held && (
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`${T.resend}: ${who}`}
          disabled={resending.isLoading}
          onClick={() => setDialog('resend')}
        >
          {T.resend}
        </Button>
      )}
      <ConfirmDialog
        show={dialog === 'cancel'}
        title={T.cancelTitle}
        confirmLabel={T.cancelConfirm}
        cancelLabel={T.keep}
        variant="danger"
        busy={cancelling.isLoading}
        onConfirm={() => void onCancel()}
        onCancel={close}
      >
        <p>{T.cancelBody(booking.reference, booking.name)}</p>
        {quote && (
          <>
            <p className="fw-semibold" data-testid="staff-refund-quote">
              {waive
                ? R.quote(quote.paidPaise, quote.paidPaise, 0)
                : R.quote(quote.refundPaise, quote.paidPaise, quote.feePaise)}
            </p>
            <Form.Check
              id={`waive-${booking.id}`}
              type="checkbox"
              label={R.waive}
              checked={waive}
              aria-describedby={`waive-${booking.id}-help`}
              onChange={(event) => setWaive(event.target.checked)}
            />
            <Form.Text id={`waive-${booking.id}-help`}>{R.waiveHelp}</Form.Text>
          </>
        )}
        {problem && (
          <p className="text-danger" role="alert">
            {problem}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        show={dialog === 'reschedule'}
        title={T.rescheduleTitle(booking.reference)}
        confirmLabel={T.rescheduleConfirm}
        cancelLabel={T.keep}
        busy={moving.isLoading}
        onConfirm={() => void onMove()}
        onCancel={close}
      >
        <RescheduleFields date={date} time={time} now={now} error={problem} onDate={pickDate} onTime={pickTime} />
      </ConfirmDialog>
      <ConfirmDialog
        show={dialog === 'resend'}
        title={T.resendTitle(booking.reference)}
        confirmLabel={T.resendConfirm}
        cancelLabel={T.keep}
        variant="primary"
        busy={resending.isLoading}
        onConfirm={() => void onResend()}
        onCancel={close}
      >
        <p className="mb-0">{T.resendBody(booking.email)}</p>
      </ConfirmDialog>
    </div>
  );
}
