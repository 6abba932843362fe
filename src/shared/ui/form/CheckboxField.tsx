import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError, fieldIds, validityClass } from './FieldParts';

/** A labelled formik checkbox with its error tied to it. */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const ids = fieldIds(name);
  const invalid = meta.touched && Boolean(meta.error);
  return (
    <div className="mb-3">
      <div className="form-check">
        <input
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type="checkbox"
          id={ids.control}
          className={`form-check-input${validityClass(invalid)}`}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? ids.error : undefined}
        />
        <label className="form-check-label" htmlFor={ids.control}>
          {label}
        </label>
      </div>
      <FieldError id={ids.error} message={invalid ? meta.error : undefined} />
    </div>
  );
}
