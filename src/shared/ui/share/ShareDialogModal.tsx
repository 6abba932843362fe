import Modal from 'react-bootstrap/Modal';
import type { ShareDialogProps } from './ShareDialog';
import { SharePanel } from './SharePanel';
import { SHARE_TEXT } from './shareLinks';
import '../styles/modal.scss';

/** The share dialog (links page): the share panel in a modal that returns focus when closed. */
export default function ShareDialogModal({ show, onHide, url, title }: ShareDialogProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="share-dialog-title">
      <Modal.Header closeButton closeLabel={SHARE_TEXT.close}>
        <Modal.Title id="share-dialog-title" as="h2" className="h5">
          {SHARE_TEXT.dialogTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SharePanel url={url} title={title} />
      </Modal.Body>
    </Modal>
  );
}
