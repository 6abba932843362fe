import Modal from 'react-bootstrap/Modal';
import type { ConfirmDialogProps } from './ConfirmDialog';
import './styles/modal.scss';

/**
 * A yes/no question in a modal (focus is trapped in it and returns to the opener on close).
 * The cancel button gets the focus first, so Enter never confirms a destructive action by accident.
 */
export default function ConfirmDialogModal(props: ConfirmDialogProps) {
  const {
    show,
    title,
    children,
    confirmLabel,
    cancelLabel = 'Cancel',
    variant = 'danger',
    busy = false,
    onConfirm,
    onCancel,
  } = props;
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
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={`btn btn-${variant}`} onClick={onConfirm} disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
