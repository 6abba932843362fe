import { formatInr } from '@/shared/lib/formatInr';

/**
 * A product's price in INR. With a sale price below it, the regular price is struck through
 * (spec: Screens and routes); screen readers hear which is which, since they do not announce strike-through.
 */
export function ProductPrice({ price, salePrice }: { price: number; salePrice: number | null }) {
  if (salePrice === null || salePrice === undefined || salePrice >= price)
    return <span className="text-nowrap">{formatInr(price)}</span>;
  return (
    <span className="d-inline-flex flex-wrap column-gap-2">
      <del className="text-body-secondary text-nowrap">
        <span className="visually-hidden">Regular price </span>
        {formatInr(price)}
      </del>
      <strong className="text-nowrap">
        <span className="visually-hidden">Sale price </span>
        {formatInr(salePrice)}
      </strong>
    </span>
  );
}
