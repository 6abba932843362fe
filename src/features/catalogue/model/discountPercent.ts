/**
 * Spec: Business constants: the card discount percent is the rounded share of (original minus discounted) over
 * original. 0 when there is no saving (or no original price to compare with).
 */
export function discountPercent(originalPrice: number, discountedPrice: number): number {
  if (!(originalPrice > 0) || !(discountedPrice < originalPrice)) return 0;
  return Math.round(((originalPrice - discountedPrice) / originalPrice) * 100);
}
