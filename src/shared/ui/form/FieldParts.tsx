import type { ReactNode } from 'react';

// Form pieces as plain Bootstrap markup: every form page renders them on first paint, and
// react-bootstrap's Form/InputGroup/Alert components (with their transition and state helpers)
// cost those pages about 8 KB gzip for the same HTML.

/**
 * Ids tying a field to its hint and error, so screen readers read them with the field. (Here, not
 * next to TextField: pages that only need the ids must not pull in formik with it.)
 */
export const fieldIds = (name: string) => ({
  control: `field-${name}`,
  hint: `field-${name}-hint`,
  error: `field-${name}-error`,
});

/** A field's label with the required mark (the mark is visual only; inputs carry aria-required). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="form-label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** The message under an invalid field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

/** Bootstrap's validation classes for a control. */
export const validityClass = (invalid: boolean, valid = false) => (invalid ? ' is-invalid' : valid ? ' is-valid' : '');
