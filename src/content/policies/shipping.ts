// Shipping cost bands (admin-and-account.md, Business constants). Pure data: the shop's server prices orders from
// it and the shipping policy page renders its table from it, so the two never disagree.

export type ShippingMethod = 'standard' | 'express';

export interface ShippingBand {
  /** The label of the spec's table. */
  label: string;
  /** Lowest order value in the band (inclusive), rupees. */
  min: number;
  /** Order values in the band are below this (exclusive); null for the open top band. */
  below: number | null;
  /** Cost per method in rupees; 0 is free. */
  cost: Record<ShippingMethod, number>;
}

/**
 * The spec's labels leave the edges open ("below 500", "501-999", "above 2,000"); the bands are
 * contiguous with the edge values decided in the customer's favour: exactly 500 pays the 501-999
 * price, exactly 1,000 the 1,000-1,999 price, exactly 2,000 ships free (standard).
 */
export const SHIPPING_BANDS: readonly ShippingBand[] = [
  { label: 'below 500', min: 0, below: 500, cost: { standard: 99, express: 199 } },
  { label: '501-999', min: 500, below: 1000, cost: { standard: 79, express: 149 } },
  { label: '1,000-1,999', min: 1000, below: 2000, cost: { standard: 49, express: 129 } },
  { label: 'above 2,000', min: 2000, below: null, cost: { standard: 0, express: 99 } },
];

/** The band an order value falls in. Throws a RangeError for a negative or non-finite value. */
export function shippingBandFor(orderValue: number): ShippingBand {
  if (!Number.isFinite(orderValue) || orderValue < 0) {
    throw new RangeError(`Order value must be a finite number of rupees >= 0, got ${orderValue}`);
  }
  const band = SHIPPING_BANDS.find(
    (candidate) => orderValue >= candidate.min && (candidate.below === null || orderValue < candidate.below),
  );
  // The bands cover [0, infinity) without gaps, so this cannot happen; the guard keeps types honest.
  if (!band) throw new RangeError(`No shipping band for ${orderValue}`);
  return band;
}

/** Shipping cost in rupees of an order of `orderValue` rupees with the given method. */
export function shippingCost(orderValue: number, method: ShippingMethod): number {
  return shippingBandFor(orderValue).cost[method];
}

/** Other figures of the shipping policy (admin-and-account.md, Business constants). */
export const SHIPPING_FACTS = {
  lastUpdated: 'April 21, 2025',
  states: 28,
  unionTerritories: 8,
  expressCutOff: '12 PM',
  deliveryAttempts: 3,
  deliveryTimes: [
    { area: 'Metro cities', standard: '2-4 business days', express: 'Next day' },
    { area: 'Tier-2 cities', standard: '3-5 business days', express: '1-2 days' },
    { area: 'Tier-3 cities', standard: '4-7 business days', express: '2-3 days' },
    { area: 'Remote areas', standard: '7-10 business days', express: 'Not available' },
  ],
} as const;
