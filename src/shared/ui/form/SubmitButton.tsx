import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A form's submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ busy, children, className = 'w-100' }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <Button type="submit" variant="primary" className={className} disabled={busy}>
      {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
