import type { UpiPayment as UpiPaymentData } from '@/shared/contract/order';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { CHECKOUT_TEXT } from '../model/text';

/**
 * How to pay a UPI order: the `upi://pay` link (opens the phone's UPI app) and its QR code, and
 * the time (IST) by which it must be paid before it lapses.
 */
export function UpiPayment({
  payment,
  orderNumber,
  amount,
  payBy,
}: {
  payment: UpiPaymentData;
  orderNumber: string;
  amount: number;
  payBy: string | null;
}) {
  const T = CHECKOUT_TEXT.confirmation;
  return (
    <section aria-labelledby="upi-payment" className="border rounded-3 p-3 mb-3" data-testid="upi-payment">
      <h2 id="upi-payment" className="h5">
        {T.awaitingPayment}
      </h2>
      {payBy && (
        <p className="mb-2" data-testid="upi-pay-by">
          <strong>
            <time dateTime={payBy}>{T.payBy(formatIstTime(payBy, Date.now()))}</time>
          </strong>
          . {T.payByNote}
        </p>
      )}
      <p>{T.payWithUpi(formatInr(amount))}</p>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <img
          src={payment.qrSvgDataUrl}
          alt={T.upiQr(orderNumber)}
          width={180}
          height={180}
          className="border rounded bg-white"
        />
        <div>
          <a href={payment.link} className="btn btn-primary mb-2">
            {T.upiLink}
          </a>
          <p className="small mb-0">
            {payment.payee} · <span className="font-monospace">{payment.vpa}</span>
          </p>
        </div>
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{T.upiAfter}</p>
    </section>
  );
}
