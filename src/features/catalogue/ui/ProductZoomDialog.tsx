import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { ProductImage } from '@/shared/contract/product';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { CATALOGUE_TEXT } from '../model/text';
import { largestVariants } from '../model/zoomImage';
import '../../../shared/ui/styles/modal.scss';
import './productZoom.scss';

const T = CATALOGUE_TEXT.product;

export interface ProductZoomProps {
  show: boolean;
  onHide(): void;
  name: string;
  images: ProductImage[];
  /** The picture shown (an index of `images`); previous and next change it. */
  index: number;
  onIndexChange(index: number): void;
}

/**
 * A product's pictures, large: the largest variant of the one chosen, with previous / next (and
 * the arrow keys) when there are several. react-bootstrap's Modal keeps focus inside, closes on
 * Escape and gives focus back to the picture that opened it.
 */
export default function ProductZoomDialog({ show, onHide, name, images, index, onIndexChange }: ProductZoomProps) {
  const titleId = useId();
  const image = images[index] ?? images[0];
  const several = images.length > 1;
  const go = (step: 1 | -1) => onIndexChange((index + step + images.length) % images.length);
  // The arrow keys step while the zoom is open, wherever focus is in it (at first: the dialog itself).
  useEffect(() => {
    if (!show || !several) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange((index + (event.key === 'ArrowLeft' ? -1 : 1) + images.length) % images.length);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, several, index, images.length, onIndexChange]);
  const position = CATALOGUE_TEXT.product.picture(name, index + 1, images.length);
  return (
    <Modal show={show} onHide={onHide} size="xl" centered aria-labelledby={titleId} dialogClassName="product-zoom">
      <Modal.Header closeButton closeLabel={T.zoomClose}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {image && (
          <picture key={image.imageUrl}>
            {largestVariants(image).map((source) => (
              <source key={source.type} type={source.type} srcSet={source.url} />
            ))}
            <img
              src={image.imageUrl}
              alt={position}
              width={image.width}
              height={image.height}
              className="product-zoom__image rounded-3"
            />
          </picture>
        )}
        {several && (
          <div className="d-flex justify-content-between align-items-center gap-2 mt-3">
            <button type="button" className="btn btn-outline-primary product-zoom__step" onClick={() => go(-1)}>
              <ChevronLeftIcon className="me-1" />
              {T.zoomPrevious}
            </button>
            <p className="mb-0 small" aria-live="polite">
              {T.zoomPosition(index + 1, images.length)}
            </p>
            <button type="button" className="btn btn-outline-primary product-zoom__step" onClick={() => go(1)}>
              {T.zoomNext}
              <ChevronRightIcon className="ms-1" />
            </button>
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
