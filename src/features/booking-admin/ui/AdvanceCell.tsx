import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '@/shared/api';
import type { AdminBooking } from '@/shared/contract/booking';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useMarkBookingAdvancePaidMutation } from '../api/bookingAdminApi';
import { AdvanceRefundState } from './AdvanceRefundCell';
import { ADVANCE_ADMIN_TEXT as A, BOOKING_ADMIN_TEXT as T } from '../model/text';

const BADGE = { open: 'warning', paid: 'success', lapsed: 'secondary', cancelled: 'secondary' } as const;

/** A booking's advance in the list: amount, state and, while due, its pay-by (IST). */
export function AdvanceState({ booking }: { booking: AdminBooking }) {
  const advance = booking.advance;
  if (!advance) return <span className="text-body-secondary">{A.none}</span>;
  return (
    <>
      {formatInr(advance.amountPaise / 100)}{' '}
      <Badge bg={BADGE[advance.status]} text={advance.status === 'open' ? 'dark' : undefined}>
        {A.state[advance.status]}
      </Badge>
      {advance.status === 'open' && advance.payBy && (
        <div className="small">{A.payBy(formatIstTime(advance.payBy, Date.now()))}</div>
      )}
      <AdvanceRefundState booking={booking} />
    </>
  );
}

/** "Mark advance paid" for a held booking (UPI seen by staff), behind a dialog naming what follows. */
export function MarkAdvancePaid({ booking, onDone }: { booking: AdminBooking; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [mark, marking] = useMarkBookingAdvancePaidMutation();
  if (booking.status !== 'held' || booking.advance?.status !== 'open') return null;
  const amount = formatInr(booking.advance.amountPaise / 100);
  const close = () => {
    setOpen(false);
    setProblem(undefined);
  };
  const onConfirm = async () => {
    const result = await mark({ id: booking.id, note });
    if ('error' in result) return setProblem(errorMessage(result.error, T.actionFailed));
    close();
    onDone(A.marked(booking.reference));
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline-success"
        aria-label={`${A.markPaid}: ${booking.reference} (${booking.name})`}
        onClick={() => setOpen(true)}
      >
        {A.markPaid}
      </Button>
      <ConfirmDialog
        show={open}
        title={A.markTitle}
        confirmLabel={A.markConfirm}
        cancelLabel={A.keep}
        variant="primary"
        busy={marking.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={close}
      >
        <p>{A.markBody(booking.reference, amount)}</p>
        <Form.Group controlId={`advance-note-${booking.id}`}>
          <Form.Label>{A.noteLabel}</Form.Label>
          <Form.Control value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
        </Form.Group>
        {problem && (
          <p className="text-danger mt-2" role="alert">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
