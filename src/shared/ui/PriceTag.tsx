import { formatInr } from '../lib/formatInr';
import './styles/cards.scss';

/** The current price with the struck-through original next to it (spec: events, about 25% higher). */
export function PriceTag({
  price,
  originalPrice,
  className,
}: {
  price: number;
  originalPrice?: number;
  className?: string;
}) {
  return (
    <span className={`d-inline-flex align-items-baseline gap-2 ${className ?? ''}`}>
      <span className="price-now">{formatInr(price)}</span>
      {originalPrice !== undefined && originalPrice > price && (
        <s className="price-was">
          <span className="visually-hidden">Original price </span>
          {formatInr(originalPrice)}
        </s>
      )}
    </span>
  );
}
