import { useState } from 'react';
import type { BookingSummary } from '@/shared/contract/booking';
import type { BookingPayment } from '@/shared/contract/bookingAdvance';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { useGetBookingPayOptionsQuery } from '../api/bookingApi';
import { PAYMENT_TEXT as T } from '../model/paymentText';

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

/** UPI's QR code and link for what is due now (fetched from the booking's manage link). */
function UpiOptions({ token }: { token: string }) {
  const { data, error } = useGetBookingPayOptionsQuery({ token, method: 'upi' });
  if (error) return <p role="alert">{T.loadFailed}</p>;
  if (!data || data.method !== 'upi') return <p aria-live="polite">{T.preparing}</p>;
  return (
    <div className="d-flex flex-wrap gap-3 align-items-center mb-3" data-testid="booking-upi">
      <img src={data.qrSvgDataUrl} alt={T.upiQrAlt} width={180} height={180} className="border rounded bg-white" />
      <div>
        <a href={data.link} className="btn btn-primary mb-2">
          {T.upiOpen}
        </a>
        <p className="small mb-0">{T.upiHelp(data.payee, data.vpa)}</p>
      </div>
    </div>
  );
}

/** The gateway's page, asked for only when the customer chooses to pay online. */
function OnlineOption({ token }: { token: string }) {
  const [asked, setAsked] = useState(false);
  const { data, error } = useGetBookingPayOptionsQuery({ token, method: 'online' }, { skip: !asked });
  if (data?.method === 'online' && data.url) window.location.assign(data.url);
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => setAsked(true)}
        disabled={asked && !error}
      >
        {T.payOnline}
      </button>
      <p aria-live="polite" className="small mb-0">
        {asked && !data && !error ? T.preparing : ''}
        {error || (data?.method === 'online' && !data.url)
          ? (data?.method === 'online' && data.message) || T.loadFailed
          : ''}
      </p>
    </div>
  );
}

/**
 * A booking's money on the confirmation and manage pages: paid and due (IST times), and while the
 * advance is awaited the ways to pay it (UPI always, online when the gateway is set up).
 */
export function BookingPaymentPanel({ booking, token }: { booking: BookingSummary; token: string }) {
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
      {open && (
        <>
          <h3 className="h6">{T.payUpi}</h3>
          <UpiOptions token={token} />
          {payment.onlineOffered && <OnlineOption token={token} />}
          <p className="small text-body-secondary">{T.upiNote}</p>
        </>
      )}
    </section>
  );
}
