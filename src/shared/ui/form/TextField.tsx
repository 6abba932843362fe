import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError, FieldLabel, fieldIds, validityClass } from './FieldParts';

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

/**
 * A labelled formik field with Bootstrap styling: the error shows under the field once it was
 * touched (or the form submitted) and is linked with aria-describedby and aria-invalid.
 */
export function TextField({
  name,
  label,
  required,
  hint,
  prefix,
  as = 'input',
  className,
  validFeedback,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const ids = fieldIds(name);
  const invalid = meta.touched && Boolean(meta.error);
  const valid = Boolean(validFeedback) && meta.touched && !meta.error;
  const describedBy = [hint ? ids.hint : null, invalid ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    ...field,
    ...inputProps,
    value: field.value ?? '',
    id: ids.control,
    className: `form-control${validityClass(invalid, valid)}`,
    required,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  const control = as === 'textarea' ? <textarea {...controlProps} /> : <input type={type} {...controlProps} />;
  return (
    <div className={className ?? 'mb-3'}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      {prefix ? (
        <div className={`input-group has-validation${validityClass(invalid)}`}>
          <span className="input-group-text">{prefix}</span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <small id={ids.hint} className="form-text d-block">
          {hint}
        </small>
      )}
      <FieldError id={ids.error} message={invalid ? meta.error : undefined} />
      {valid && <div className="valid-feedback d-block">{validFeedback}</div>}
    </div>
  );
}
