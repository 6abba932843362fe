import type { ReactNode } from 'react';
import { PriceTag } from '@/shared/ui/PriceTag';

export interface DiscountedPriceProps {
  original: number;
  current: number;
  /** `15% off`, `Save 15%`... shown as a badge after the prices. */
  badge?: ReactNode;
  /** Larger figures on a product page. */
  large?: boolean;
  className?: string;
}

/** The shop's price line: the price with the struck original (PriceTag), and the saving as a badge. */
export function DiscountedPrice({ original, current, badge, large, className = '' }: DiscountedPriceProps) {
  return (
    <p className={`d-flex flex-wrap align-items-baseline gap-2 mb-0 ${large ? 'fs-3' : ''} ${className}`}>
      <PriceTag price={current} originalPrice={original} />
      {badge && <span className={`badge text-bg-success${large ? ' fs-6' : ''}`}>{badge}</span>}
    </p>
  );
}
