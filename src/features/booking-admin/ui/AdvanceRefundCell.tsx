import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { AdminBooking } from '@/shared/contract/booking';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useConfirmAdvanceRefundMutation } from '../api/bookingAdminApi';
import { BOOKING_ADMIN_TEXT as T, REFUND_ADMIN_TEXT as R } from '../model/text';

/** The refund made of a cancelled booking's advance: its amount, credit note and state. */
export function AdvanceRefundState({ booking }: { booking: AdminBooking }) {
  const refund = booking.advance?.refund;
  if (!refund) return null;
  return (
    <div className="small">
      {R.refund(refund.amountPaise, refund.creditNoteNumber)}: {R.state[refund.status]}
      {refund.reference ? ` (${refund.reference})` : ''}
    </div>
  );
}

/** "Confirm refund paid" for a UPI refund awaiting staff's transfer, with its reference (UTR). */
export function ConfirmAdvanceRefund({
  booking,
  onDone,
}: {
  booking: AdminBooking;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirm, confirming] = useConfirmAdvanceRefundMutation();
  const refund = booking.advance?.refund;
  // A UPI advance's refund awaits staff's transfer; so does one the gateway refused.
  const awaiting =
    refund && (refund.status === 'failed' || (refund.status === 'pending' && refund.method === 'upi_transfer'));
  if (!refund || !awaiting) return null;
  const id = `refund-reference-${refund.id}`;
  const close = () => {
    setOpen(false);
    setProblem(undefined);
  };
  const onConfirm = async () => {
    const result = await confirm({ id: refund.id, reference });
    if ('error' in result)
      return setProblem(fieldErrors(result.error)?.reference?.[0] ?? errorMessage(result.error, T.actionFailed));
    close();
    onDone(R.confirmed(reference.trim()));
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline-success"
        aria-label={`${R.confirm}: ${booking.reference} (${booking.name})`}
        onClick={() => setOpen(true)}
      >
        {R.confirm}
      </Button>
      <ConfirmDialog
        show={open}
        title={R.confirmTitle}
        confirmLabel={R.confirm}
        cancelLabel={T.keep}
        variant="primary"
        busy={confirming.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={close}
      >
        <p>{R.confirmBody(refund.amountPaise)}</p>
        <Form.Group controlId={id}>
          <Form.Label>{R.reference}</Form.Label>
          <Form.Control
            value={reference}
            maxLength={100}
            isInvalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => setReference(event.target.value)}
          />
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {problem}
          </Form.Control.Feedback>
        </Form.Group>
      </ConfirmDialog>
    </>
  );
}
