import { useField } from 'formik';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { CHECKOUT_TEXT } from '@/features/cart';
import { FieldError, fieldIds } from '@/shared/ui/form';

export interface DiscountFieldProps {
  /** The code the totals include, once the server accepted it. */
  applied: string | null;
  /** The server's refusal of the last code tried. */
  error?: string;
  onApply(code: string): void;
  onRemove(): void;
}

/** The discount code: Apply asks the server to price it; its refusal shows under the field. */
export function DiscountField({ applied, error, onApply, onRemove }: DiscountFieldProps) {
  const [field] = useField<string>('discountCode');
  const ids = fieldIds('discountCode');
  const invalid = Boolean(error);
  const apply = () => {
    const code = field.value.trim().toUpperCase();
    if (code) onApply(code);
  };
  return (
    <Form.Group className="mb-4">
      <Form.Label htmlFor={ids.control} className="h4 d-block">
        {CHECKOUT_TEXT.discount.label}
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          {...field}
          id={ids.control}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          isInvalid={invalid}
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
      </InputGroup>
      <Form.Text id={ids.hint} className="d-block">
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
      </Form.Text>
      <FieldError id={ids.error} message={error} />
    </Form.Group>
  );
}
