import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { OrderDetail } from '@/shared/contract/order';
import { ROUTES } from '@/shared/config/routes';
import { RETURN_REASON_MAX, RETURN_STATUS_LABELS } from '@/shared/config/shop';
import { FieldError, FieldLabel, fieldIds } from '@/shared/ui/form';
import { formatOrderDate } from '../model/display';
import { ORDER_RETURNS_TEXT as T, ORDER_TEXT } from '../model/text';
import { useRequestReturnMutation } from '../api/ordersApi';

/**
 * The order's returns and, after delivery, a request form for the lines still within their
 * return period (one return per line; the server checks the period again).
 */
export function OrderReturns({ order, now = Date.now() }: { order: OrderDetail; now?: number }) {
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const [lineNo, setLineNo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ lineNo?: string; reason?: string }>({});
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState('');
  const returned = new Set(order.returns.map((entry) => entry.lineNo));
  const open = order.returnWindows.filter(
    (window) => window.returnableUntil && Date.parse(window.returnableUntil) > now && !returned.has(window.lineNo),
  );
  const nameOf = (line: number) => order.items.find((item) => item.id === line)?.name ?? `Item ${line}`;
  const lineIds = fieldIds('return-line');
  const reasonIds = fieldIds('return-reason');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    setFormError('');
    const next = { lineNo: lineNo ? undefined : T.chooseItem, reason: reason.trim() ? undefined : T.reasonRequired };
    setErrors(next);
    if (next.lineNo || next.reason) {
      document.getElementById(next.lineNo ? lineIds.control : reasonIds.control)?.focus();
      return;
    }
    try {
      await requestReturn({ orderId: order.id, lineNo: Number(lineNo), reason: reason.trim() }).unwrap();
      setLineNo('');
      setReason('');
      setStatus(T.sent);
    } catch (error) {
      const fields = fieldErrors(error) ?? {};
      setErrors({ lineNo: fields.lineNo?.[0], reason: fields.reason?.[0] });
      setFormError(errorMessage(error, ORDER_TEXT.returnFailed));
    }
  };

  return (
    <section aria-labelledby="order-returns" className="mb-4 d-print-none">
      <h2 id="order-returns" className="h5">
        {T.heading}
      </h2>
      {order.returns.length > 0 && (
        <ul className="list-unstyled" data-testid="order-returns">
          {order.returns.map((entry) => (
            <li key={entry.id} className="mb-1">
              {nameOf(entry.lineNo)}: <strong>{RETURN_STATUS_LABELS[entry.status]}</strong>
              <span className="small text-body-secondary"> · {entry.reason}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="small" role="status">
        {status}
      </p>
      {!order.deliveredAt ? (
        <p className="small">
          {T.afterDelivery} <Link to={ROUTES.exchangeRefund}>{T.policy}</Link>
        </p>
      ) : open.length === 0 ? (
        order.returns.length === 0 && <p className="small">{T.closed}</p>
      ) : (
        <form noValidate aria-label={T.request} onSubmit={(event) => void submit(event)}>
          {formError && (
            <div className="alert alert-danger" role="alert">
              {formError}
            </div>
          )}
          <div className="mb-3">
            <FieldLabel htmlFor={lineIds.control} required>
              {T.item}
            </FieldLabel>
            <select
              id={lineIds.control}
              className={`form-select${errors.lineNo ? ' is-invalid' : ''}`}
              value={lineNo}
              onChange={(event) => setLineNo(event.target.value)}
              aria-required="true"
              aria-invalid={errors.lineNo ? true : undefined}
              aria-describedby={errors.lineNo ? lineIds.error : undefined}
            >
              <option value="">{T.chooseItem}</option>
              {open.map((window) => (
                <option key={window.lineNo} value={window.lineNo}>
                  {`${nameOf(window.lineNo)} (${T.until(formatOrderDate(window.returnableUntil!))})`}
                </option>
              ))}
            </select>
            <FieldError id={lineIds.error} message={errors.lineNo} />
          </div>
          <div className="mb-3">
            <FieldLabel htmlFor={reasonIds.control} required>
              {T.reason}
            </FieldLabel>
            <textarea
              id={reasonIds.control}
              className={`form-control${errors.reason ? ' is-invalid' : ''}`}
              rows={3}
              maxLength={RETURN_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-required="true"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={[reasonIds.hint, errors.reason ? reasonIds.error : null].filter(Boolean).join(' ')}
            />
            <small id={reasonIds.hint} className="form-text d-block">
              {T.reasonHint}
            </small>
            <FieldError id={reasonIds.error} message={errors.reason} />
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={isLoading}>
            {isLoading ? T.sending : T.submit}
          </button>
        </form>
      )}
    </section>
  );
}
