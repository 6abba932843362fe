import type { ReactNode } from 'react';
import { formatInr } from '../lib/formatInr';

export interface DiscountedPriceProps {
  original: number;
  current: number;
  /** `15% off`, `Save 15%`... shown as a badge after the prices. */
  badge?: ReactNode;
  /** Larger figures on a product page. */
  large?: boolean;
  className?: string;
}

/**
 * A struck-out original price next to the current one. Screen readers do not announce <del>, so
 * the words "Original price" and "now" are there for them.
 */
export function DiscountedPrice({ original, current, badge, large, className = '' }: DiscountedPriceProps) {
  return (
    <p className={`d-flex flex-wrap align-items-baseline gap-2 mb-0 ${className}`}>
      <del className="text-body-secondary">
        <span className="visually-hidden">Original price </span>
        {formatInr(original)}
      </del>
      <span className={large ? 'fs-3 fw-bold' : 'fw-semibold'}>
        <span className="visually-hidden">now </span>
        {formatInr(current)}
      </span>
      {badge && <span className="badge text-bg-success">{badge}</span>}
    </p>
  );
}
