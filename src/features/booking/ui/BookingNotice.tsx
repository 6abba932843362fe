import type { BookingNotice as Notice } from '../model/bookingSlice';
import { BOOKING_TEXT } from '../model/text';

const CloseAlert = ({ onClick }: { onClick: () => void }) => (
  <button type="button" className="btn-close" aria-label="Close alert" onClick={onClick} />
);

/**
 * The spec's booking error "alert", shown in the page (role="alert", announced at once) rather
 * than as a browser dialog. A booking that went through leads to its confirmation page instead.
 */
export function BookingNotice(props: { notice: Notice; onDismiss: () => void; onChooseAnotherTime: () => void }) {
  const { notice, onDismiss, onChooseAnotherTime } = props;
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
