import { useField } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldError } from './FieldParts';
import { fieldIds } from './TextField';

/** A labelled formik checkbox with its error tied to it. */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const ids = fieldIds(name);
  const invalid = meta.touched && Boolean(meta.error);
  return (
    <Form.Group className="mb-3">
      <Form.Check
        name={field.name}
        checked={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        type="checkbox"
        id={ids.control}
        label={label}
        isInvalid={invalid}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? ids.error : undefined}
      />
      <FieldError id={ids.error} message={invalid ? meta.error : undefined} />
    </Form.Group>
  );
}
