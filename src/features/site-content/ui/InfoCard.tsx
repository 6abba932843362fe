import { useId, type ReactNode } from 'react';
import { truncate } from '@/shared/lib/truncate';
import { ImageWithFallback } from '@/shared/ui/ImageWithFallback';
import { imageLoading, type ImagePriority } from '@/shared/ui/imagePriority';
import '../../../shared/ui/styles/ui.scss';
import '../../../shared/ui/styles/cards.scss';

export interface InfoCardProps {
  title: string;
  badge: string;
  image: { src: string; alt: string; width: number; height: number };
  /** Cut at 100 characters on the card (spec: Screens and routes); the modal shows it whole. */
  description: string;
  meta?: ReactNode;
  footer?: ReactNode;
  onOpen: () => void;
  /** Headings level of the card title in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first row of a grid is in the first viewport: its pictures are not lazy. */
  imagePriority?: ImagePriority;
}

/**
 * A card of the blogs and events grids. The title is a button stretched over the whole card, so
 * a click anywhere opens the details and keyboard focus has one clear stop (and comes back to it).
 */
export function InfoCard({
  title,
  badge,
  image,
  description,
  meta,
  footer,
  onOpen,
  headingLevel: Heading = 'h2',
  imagePriority = 'below-fold',
}: InfoCardProps) {
  // Named by its title: a grid of articles is a list of distinct things, not "article, article".
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`card h-100 info-card shadow-sm${imagePriority === 'below-fold' ? ' info-card--deferred' : ''}`}
    >
      <ImageWithFallback
        className="card-img-top"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        {...imageLoading(imagePriority)}
      />
      <div className="card-body d-flex flex-column">
        <span className="badge text-bg-light border align-self-start mb-2">{badge}</span>
        <Heading className="h5 card-title" id={titleId}>
          <button type="button" className="info-card__open stretched-link" onClick={onOpen}>
            {title}
          </button>
        </Heading>
        {meta}
        <p className="card-text">{truncate(description)}</p>
        {footer && <div className="mt-auto">{footer}</div>}
      </div>
    </article>
  );
}
