import type { DeliveryMethod } from '../../src/shared/config/shop';

// TEMPORARY: the shipping table of admin-and-account.md §9 until the public-site issue lands it as
// `src/content/policies/shipping.ts` (same function); orderPricing.ts then imports it from there.

const BANDS: Array<{ below: number; standard: number; express: number }> = [
  { below: 500, standard: 99, express: 199 },
  { below: 1000, standard: 79, express: 149 },
  { below: 2000, standard: 49, express: 129 },
  { below: Infinity, standard: 0, express: 99 },
];

export function shippingCost(orderValue: number, method: DeliveryMethod): number {
  const band = BANDS.find((candidate) => orderValue < candidate.below) ?? BANDS[BANDS.length - 1];
  return band[method];
}
