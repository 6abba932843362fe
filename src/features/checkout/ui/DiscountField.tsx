import { FieldError, fieldIds } from '@/shared/ui/form';
import { CHECKOUT_TEXT } from '../model/text';

export interface DiscountFieldProps {
  value: string;
  onChange(value: string): void;
  /** The code the totals include, once the server accepted it. */
  applied: string | null;
  /** The server's refusal of the last code tried. */
  error?: string;
  onApply(code: string): void;
  onRemove(): void;
}

/** The discount code: Apply asks the server to price it; its refusal shows under the field. */
export function DiscountField({ value, onChange, applied, error, onApply, onRemove }: DiscountFieldProps) {
  const ids = fieldIds('discountCode');
  const invalid = Boolean(error);
  const apply = () => {
    const code = value.trim().toUpperCase();
    if (code) onApply(code);
  };
  return (
    <div className="mb-4">
      <label htmlFor={ids.control} className="form-label h4 d-block">
        {CHECKOUT_TEXT.discount.label}
      </label>
      <div className="input-group has-validation">
        <input
          name="discountCode"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          id={ids.control}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={invalid || undefined}
          aria-describedby={[ids.hint, invalid ? ids.error : null].filter(Boolean).join(' ')}
          onKeyDown={(event) => {
            // Enter applies the code instead of placing the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="btn btn-outline-primary" onClick={apply}>
          {CHECKOUT_TEXT.discount.apply}
        </button>
      </div>
      <small id={ids.hint} className="form-text d-block">
        {applied ? (
          <>
            <span className="text-success fw-semibold">{CHECKOUT_TEXT.discount.applied(applied)}</span>{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRemove}>
              {CHECKOUT_TEXT.discount.remove}
            </button>
          </>
        ) : (
          CHECKOUT_TEXT.discount.hint
        )}
      </small>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
