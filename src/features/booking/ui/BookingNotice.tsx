import { useEffect, useRef } from 'react';
import type { BookingNotice as Notice } from '../model/bookingSlice';
import { BOOKING_TEXT } from '../model/types';

const CloseAlert = ({ onClick }: { onClick: () => void }) => <button type="button" className="btn-close" aria-label="Close alert" onClick={onClick} />;

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
      <div ref={ref} tabIndex={-1} role="alert" className="alert alert-success alert-dismissible booking-notice">
        {/* The spec's text says the e-mail "has been sent": only when the server says it left. */}
        <p className="mb-1 fw-semibold">{notice.mailSent ? BOOKING_TEXT.success : BOOKING_TEXT.successMailQueued}</p>
        <p className="mb-0">{BOOKING_TEXT.reference(notice.reference)}</p>
        <CloseAlert onClick={onDismiss} />
      </div>
    );
  }
  return (
    <div role="alert" className="alert alert-danger alert-dismissible booking-notice">
      <p className="mb-1 fw-semibold">{BOOKING_TEXT.failure}</p>
      {notice.detail && <p className="mb-0">{notice.detail}</p>}
      {notice.slotTaken && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-2" onClick={onChooseAnotherTime}>
          {BOOKING_TEXT.chooseAnotherTime}
        </button>
      )}
      <CloseAlert onClick={onDismiss} />
    </div>
  );
}
