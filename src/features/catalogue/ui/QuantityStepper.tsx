import { forwardRef, useId } from 'react';
import { stepQuantity } from '../model/quantity';
import { CATALOGUE_TEXT } from '../model/text';

const T = CATALOGUE_TEXT.product;

export interface QuantityStepperProps {
  /** What is typed (kept as text, so an out-of-range value stays to be corrected). */
  value: string;
  /** The most that can be added now (1 or more). */
  max: number;
  onChange(value: string): void;
  /** Why the typed value cannot be added; shown under the field and tied to it. */
  error?: string;
  /** A note under the field (what the bag holds already). */
  hint?: string;
}

/**
 * The product page's quantity: − / number field / +, each at least 44 px, from 1 to `max`. The
 * buttons stay focusable at the limits (aria-disabled) so keyboard focus never jumps away.
 */
export const QuantityStepper = forwardRef<HTMLInputElement, QuantityStepperProps>(function QuantityStepper(
  { value, max, onChange, error, hint },
  ref,
) {
  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };
  const quantity = Number(value);
  const atMin = !(quantity > 1);
  const atMax = quantity >= max;
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={ids.input} className="form-label fw-semibold">
        {T.quantity}
      </label>
      <div className="input-group quantity-stepper">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={T.decrease}
          aria-controls={ids.input}
          aria-disabled={atMin || undefined}
          onClick={atMin ? undefined : () => onChange(String(stepQuantity(value, -1, max)))}
        >
          −
        </button>
        <input
          ref={ref}
          id={ids.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          className={`form-control text-center${error ? ' is-invalid' : ''}`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={T.increase}
          aria-controls={ids.input}
          aria-disabled={atMax || undefined}
          onClick={atMax ? undefined : () => onChange(String(stepQuantity(value, 1, max)))}
        >
          +
        </button>
      </div>
      {hint && (
        <div id={ids.hint} className="form-text">
          {hint}
        </div>
      )}
      {/* Always there, so a message that appears while typing is read out. */}
      <div id={ids.error} className="invalid-feedback d-block" aria-live="polite">
        {error}
      </div>
    </div>
  );
});
