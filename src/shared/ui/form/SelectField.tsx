import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError, fieldIds, FieldLabel, validityClass } from './FieldParts';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A labelled formik select with its error tied to it. */
export function SelectField(props: {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  required?: boolean;
  placeholder?: string;
  /** Shown under a touched field that passed validation (e.g. the spec's `Looks good!`). */
  validFeedback?: string;
}) {
  const { name, label, options, required, placeholder, validFeedback } = props;
  const [field, meta] = useField<string | number>(name);
  const ids = fieldIds(name);
  const invalid = meta.touched && Boolean(meta.error);
  const valid = Boolean(validFeedback) && meta.touched && !meta.error;
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <select
        {...field}
        id={ids.control}
        className={`form-select${validityClass(invalid, valid)}`}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? ids.error : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={invalid ? meta.error : undefined} />
      {valid && <div className="valid-feedback d-block">{validFeedback}</div>}
    </div>
  );
}
