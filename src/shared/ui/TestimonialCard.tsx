import { CheckIcon } from './icons';
import { Rating } from './Rating';
import './styles/ui.scss';

export interface TestimonialCardProps {
  name: string;
  verified: boolean;
  rating: number;
  comment: string;
  /** Extra line under the name (company, place, event type). */
  detail?: string;
  image?: { src: string; size: number };
  className?: string;
}

/** A customer quote with stars, name and the verified mark (the figcaption is the figure's own child, as HTML requires). */
export function TestimonialCard({ name, verified, rating, comment, detail, image, className }: TestimonialCardProps) {
  return (
    <figure className={`card card-body h-100 shadow-sm mb-0 gap-2 testimonial-card ${className ?? ''}`}>
      <Rating value={rating} />
      <blockquote className="mb-0 flex-grow-1">
        <p className="mb-0">“{comment}”</p>
      </blockquote>
      <figcaption className="d-flex align-items-center gap-2">
        {image && (
          <img
            src={image.src}
            alt=""
            width={image.size}
            height={image.size}
            className="rounded-circle testimonial-card__photo"
            loading="lazy"
          />
        )}
        <span>
          <span className="fw-semibold">{name}</span>
          {verified && (
            <span className="badge text-bg-success ms-2 align-middle d-inline-flex align-items-center gap-1">
              <CheckIcon />
              Verified
            </span>
          )}
          {detail && <span className="d-block small text-body-secondary">{detail}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
