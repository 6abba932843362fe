import { useField } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FieldError, FieldLabel } from './FieldParts';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: string;
  required?: boolean;
  hint?: ReactNode;
  as?: 'input' | 'textarea';
  rows?: number;
  autoComplete?: string;
  /** Text shown before the input, e.g. `+91` for phone numbers. */
  prefix?: string;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number | string;
  className?: string;
  /** Shown under a touched field that passed validation (e.g. the spec's `Looks good!`). */
  validFeedback?: string;
}

/** Ids tying a field to its hint and error, so screen readers read them with the field. */
export const fieldIds = (name: string) => ({ control: `field-${name}`, hint: `field-${name}-hint`, error: `field-${name}-error` });

/**
 * A labelled formik field with react-bootstrap styling: the error shows under the field once it
 * was touched (or the form submitted) and is linked with aria-describedby and aria-invalid.
 */
export function TextField({ name, label, required, hint, prefix, as = 'input', className, validFeedback, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const ids = fieldIds(name);
  const invalid = meta.touched && Boolean(meta.error);
  const valid = Boolean(validFeedback) && meta.touched && !meta.error;
  const describedBy = [hint ? ids.hint : null, invalid ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <Form.Control
      {...field}
      {...inputProps}
      value={field.value ?? ''}
      as={as}
      id={ids.control}
      isInvalid={invalid}
      isValid={valid}
      required={required}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <Form.Group className={className ?? 'mb-3'}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      {prefix ? (
        <InputGroup hasValidation>
          <InputGroup.Text>{prefix}</InputGroup.Text>
          {control}
        </InputGroup>
      ) : (
        control
      )}
      {hint && (
        <Form.Text id={ids.hint} className="d-block">
          {hint}
        </Form.Text>
      )}
      <FieldError id={ids.error} message={invalid ? meta.error : undefined} />
      {valid && <div className="valid-feedback d-block">{validFeedback}</div>}
    </Form.Group>
  );
}
