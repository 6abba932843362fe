import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** The question, e.g. the spec's "Are you sure you want to delete this product?". */
  message: ReactNode;
  confirmLabel: string;
  confirmVariant?: string;
  /** While the action runs: spinner on the confirm button, both buttons disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * An accessible confirmation (a modal dialog: focus kept inside, Escape cancels). Focus starts
 * on Cancel, the harmless choice, so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({ show, title, message, confirmLabel, confirmVariant = 'danger', busy, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal show={show} onHide={busy ? () => undefined : onCancel} aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-message" centered>
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title id="confirm-dialog-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="confirm-dialog-message" className="mb-0">
          {message}
        </p>
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
