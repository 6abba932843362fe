import { useMemo } from 'react';
import type { BookingSummary } from '@/shared/contract/booking';
import type { BookingPayment } from '@/shared/contract/bookingAdvance';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { useGetBookingPayOptionsQuery } from '../api/bookingApi';
import { PAYMENT_TEXT as T } from '../model/paymentText';
import { PayOptions, type UsePayOptions } from '@/shared/ui/payment/PayOptions';

/** What was paid and what is due, with the receipt number, for a booking that took an advance. */
function PaymentRows({ payment }: { payment: BookingPayment }) {
  const advance = payment.requests.find((request) => request.purpose === 'advance')!;
  const paid = advance.status === 'paid';
  const rows: Array<[string, string]> = [
    [paid ? T.advancePaid : T.advanceDue, `${T.amount(payment.advancePaise)} (incl. GST)`],
  ];
  if (paid && advance.paidAt)
    rows.push(['', T.paidOn(formatIstTime(advance.paidAt, Date.now()), T.methods[advance.method ?? 'upi'])]);
  if (advance.receiptNumber) rows.push([T.receipt, advance.receiptNumber]);
  if (advance.status === 'open' && advance.payBy) rows.push([T.payBy, formatIstTime(advance.payBy, Date.now())]);
  if (payment.balancePaise > 0)
    rows.push([T.balance, T.balanceDue(payment.balancePaise, formatBookingDate(payment.balanceDueDate))]);
  return (
    <dl className="booking-review mb-3" data-testid="booking-payment">
      {rows.map(([label, value]) => (
        <div className="booking-review__row" key={`${label}${value}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The booking's query for how to pay what it owes now, by its manage link. */
const bookingPayOptions =
  (token: string): UsePayOptions =>
  (method, skip) =>
    useGetBookingPayOptionsQuery({ token, method }, { skip });

/**
 * A booking's money on the confirmation and manage pages: paid and due (IST times), and while the
 * advance is awaited the ways to pay it (UPI always, online when the gateway is set up).
 */
export function BookingPaymentPanel({ booking, token }: { booking: BookingSummary; token: string }) {
  const usePayOptions = useMemo(() => bookingPayOptions(token), [token]);
  const payment = booking.payment;
  if (!payment) return null;
  const open = payment.requests.find((request) => request.status === 'open');
  const advance = payment.requests.find((request) => request.purpose === 'advance');
  return (
    <section aria-labelledby="booking-payment-heading" className="mb-4">
      <h2 className="h5" id="booking-payment-heading">
        {T.heading}
      </h2>
      {booking.status === 'held' && open?.payBy && (
        <p className="fw-semibold" data-testid="booking-pay-by">
          {T.heldBody(formatIstTime(open.payBy, Date.now()))}
        </p>
      )}
      {advance?.status === 'lapsed' && <p>{T.lapsed}</p>}
      <PaymentRows payment={payment} />
      {open && <PayOptions usePayOptions={usePayOptions} onlineOffered={payment.onlineOffered} text={T} />}
    </section>
  );
}
