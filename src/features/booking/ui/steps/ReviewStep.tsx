import { useFeatureSelector } from '@/shared/model/hooks';
import { selectBooking } from '../../model/bookingSlice';
import { reviewRows, totalAmountOf } from '../../model/review';
import { BOOKING_TEXT } from '../../model/text';
import { PAYMENT_TEXT } from '../../model/paymentText';
import { useGetBookingAdvanceQuery } from '../../api/bookingApi';

/** What is paid now and later for the chosen service (the advance rule is staff's, read from the server). */
function PayNowLater({ serviceId }: { serviceId: number | null }) {
  const { data } = useGetBookingAdvanceQuery(serviceId ?? 0, { skip: serviceId === null });
  if (!data) return null;
  if (data.advancePaise === 0) return <p className="mt-2 mb-0">{PAYMENT_TEXT.nothingNow}</p>;
  const balance = (data.totalPaise ?? 0) - data.advancePaise;
  return (
    <div className="mt-3" data-testid="booking-pay-now-later">
      <p className="fw-semibold mb-1">
        {balance > 0
          ? PAYMENT_TEXT.payNowLater(data.advancePaise, balance, data.balanceDueDays)
          : PAYMENT_TEXT.payNowOnly(data.advancePaise)}
      </p>
      <p className="small text-body-secondary mb-0">{PAYMENT_TEXT.holdNote(data.holdMinutes)}</p>
    </div>
  );
}

/** Step 4: the summary, the Total Amount and the What happens next? note. */
export function ReviewStep() {
  const booking = useFeatureSelector(selectBooking);
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <dl className="booking-review mb-0">
          {reviewRows(booking).map((row) => (
            <div className="booking-review__row" key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className="booking-review__row booking-review__total">
            <dt>{BOOKING_TEXT.totalAmount}</dt>
            <dd aria-describedby="booking-total-note">{totalAmountOf(booking)}</dd>
          </div>
        </dl>
        <p className="small text-body-secondary mt-2 mb-0" id="booking-total-note">
          {BOOKING_TEXT.totalAmountNote}
        </p>
        <PayNowLater serviceId={booking.selectedServiceId} />
      </div>
      <div className="col-lg-5">
        <aside className="booking-next card card-body" aria-labelledby="booking-next-heading">
          <h3 className="h6" id="booking-next-heading">
            {BOOKING_TEXT.whatHappensNext}
          </h3>
          <ul className="mb-0 small">
            {BOOKING_TEXT.nextSteps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
