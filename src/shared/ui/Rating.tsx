import { StarIcon } from './icons';
import './styles/ui.scss';

/** Stars out of 5 (spec: Business constants), named for screen readers as "Rated 4 out of 5". */
export function Rating({ value, max = 5, className }: { value: number; max?: number; className?: string }) {
  const rounded = Math.round(value);
  return (
    <span className={`rating ${className ?? ''}`} role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon key={index} className={index < rounded ? 'rating__star is-on' : 'rating__star'} />
      ))}
    </span>
  );
}
