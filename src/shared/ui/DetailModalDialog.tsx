import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { DetailModalProps } from './DetailModal';
import { ShareIcon } from './icons';
import { SharePanel } from './share/SharePanel';
import './styles/modal.scss';
import './styles/ui.scss';
import { DetailMetaList } from './DetailMetaList';
import './styles/cards.scss';

/**
 * The detail modal of a blog post or an event card: image, facts, text, actions, Share (which
 * opens the share panel inside the same modal) and Close. react-bootstrap's Modal keeps focus
 * inside, closes on Escape and gives focus back to the card that opened it.
 */
export default function DetailModalDialog({
  show,
  onHide,
  title,
  image,
  badge,
  meta,
  children,
  actions,
  shareUrl,
}: DetailModalProps) {
  const [sharing, setSharing] = useState(false);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setSharing(false)}
      size="lg"
      centered
      scrollable
      aria-labelledby="detail-modal-title"
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="detail-modal-title" as="h2" className="h4">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {image && (
          <img
            className="img-fluid rounded mb-3 w-100"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        )}
        {badge && <span className="badge text-bg-primary mb-2">{badge}</span>}
        <DetailMetaList meta={meta} />
        {children}
        {sharing && (
          <section className="border-top pt-3 mt-3" aria-label="Share">
            <SharePanel url={shareUrl} title={title} />
          </section>
        )}
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        {actions}
        <button
          type="button"
          className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
          onClick={() => setSharing((open) => !open)}
          aria-expanded={sharing}
        >
          <ShareIcon />
          Share
        </button>
        <button type="button" className="btn btn-secondary" onClick={onHide}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
