import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** A field's label with the required mark (the mark is visual only; inputs carry aria-required). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <Form.Label htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Form.Label>
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
