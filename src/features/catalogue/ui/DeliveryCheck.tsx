import { useId, useRef, useState, type FormEvent } from 'react';
import { DISPATCH_CUT_OFF_HOUR_IST, estimateDelivery, type DeliveryEstimate } from '@/content/policies/delivery';
import { ADDRESS_MESSAGES } from '@/shared/config/address';
import { formatWeekdayDate } from '@/shared/lib/formatDate';
import { DELIVERY_TEXT as T } from '../model/text';

type Estimate = Extract<DeliveryEstimate, { kind: 'ok' }> & { pin: string };

/**
 * "Check delivery": a PIN code gives the delivery day in IST, when the order leaves and whether
 * cash on delivery is offered (content/policies/delivery.ts, the rule checkout agrees with). The
 * result is announced; a bad PIN code is said under the field. `now` is for tests.
 */
export function DeliveryCheck({ now = () => new Date() }: { now?: () => Date }) {
  const id = useId();
  const ids = { heading: `${id}-heading`, input: `${id}-pin`, error: `${id}-error` };
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // "110 001" is typed too.
    const typed = pin.replace(/\s+/g, '');
    const result = estimateDelivery(typed, now());
    if (result.kind === 'ok') {
      setEstimate({ ...result, pin: typed });
      setError(undefined);
      return;
    }
    setEstimate(null);
    setError(result.kind === 'invalid' ? ADDRESS_MESSAGES.zipCodeInvalid : T.unserviceable);
    inputRef.current?.focus();
  };

  return (
    <form className="delivery-check mt-4" noValidate aria-labelledby={ids.heading} onSubmit={submit}>
      <h2 id={ids.heading} className="h6 fw-semibold mb-2">
        {T.heading}
      </h2>
      <label htmlFor={ids.input} className="form-label small">
        {T.pinLabel}
      </label>
      <div className="input-group delivery-check__group">
        <input
          ref={inputRef}
          id={ids.input}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setPin(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary">
          {T.check}
        </button>
      </div>
      <div id={ids.error} className="invalid-feedback d-block" aria-live="polite">
        {error}
      </div>
      <div role="status" className="small mt-1">
        {estimate && (
          <>
            <p className="fw-semibold mb-1">
              {T.deliveryBy(formatWeekdayDate(estimate.deliveryDate), estimate.pin, estimate.states)}
            </p>
            <p className="mb-1">
              {estimate.dispatchedToday
                ? T.dispatchedToday(DISPATCH_CUT_OFF_HOUR_IST)
                : T.dispatchedOn(formatWeekdayDate(estimate.dispatchDate))}
            </p>
            <p className="mb-0">{estimate.cashOnDelivery ? T.cod : T.noCod}</p>
          </>
        )}
      </div>
    </form>
  );
}
