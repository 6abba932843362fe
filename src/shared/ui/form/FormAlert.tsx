import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/** A form's failure that belongs to no single field, announced at once; nothing when there is none. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Alert variant="danger" role="alert">
      {children}
    </Alert>
  );
}
