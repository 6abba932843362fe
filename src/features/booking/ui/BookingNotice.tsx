import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { BookingNotice as Notice } from '../model/bookingSlice';
import { BOOKING_TEXT } from '../model/types';

/**
 * The spec's booking "alert", shown in the page (role="alert", announced at once) rather than as a
 * browser dialog. A success message takes the focus, since the Confirm button it replaces is gone.
 */
export function BookingNotice(props: { notice: Notice; onDismiss: () => void; onChooseAnotherTime: () => void }) {
  const { notice, onDismiss, onChooseAnotherTime } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice.kind === 'success') ref.current?.focus();
  }, [notice]);

  if (notice.kind === 'success') {
    return (
      <Alert variant="success" dismissible onClose={onDismiss} ref={ref} tabIndex={-1} role="alert" className="booking-notice">
        <p className="mb-1 fw-semibold">{BOOKING_TEXT.success}</p>
        <p className="mb-0">{BOOKING_TEXT.reference(notice.reference)}</p>
      </Alert>
    );
  }
  return (
    <Alert variant="danger" dismissible onClose={onDismiss} role="alert" className="booking-notice">
      <p className="mb-1 fw-semibold">{BOOKING_TEXT.failure}</p>
      {notice.detail && <p className="mb-0">{notice.detail}</p>}
      {notice.slotTaken && (
        <Button variant="outline-danger" size="sm" className="mt-2" onClick={onChooseAnotherTime}>
          {BOOKING_TEXT.chooseAnotherTime}
        </Button>
      )}
    </Alert>
  );
}
