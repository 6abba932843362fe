import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import './styles/modal.scss';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions. */
  variant?: 'danger' | 'primary';
  /** While the confirmed action runs: buttons disabled, a spinner on the confirm button. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focus goes back to the opener on close; false when the action removed it (move focus in `onExited`). */
  restoreFocus?: boolean;
  onExited?: () => void;
}

/**
 * A yes/no question in a modal (focus is trapped in it and returns to the opener on close).
 * The cancel button gets the focus first, so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { show, title, children, confirmLabel, cancelLabel = 'Cancel', variant = 'danger', busy = false, onConfirm, onCancel } = props;
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
      restoreFocus={props.restoreFocus ?? true}
      onExited={props.onExited}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
