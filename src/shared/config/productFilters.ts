// The shop list's price and stock filters: limits, messages and the check of a typed price range.
// No yup here: the products page checks its form with these before it loads anything, and the
// server's schema (src/shared/contract/productList.ts) is built from the same rules.
import { PRODUCT_FIELD_LIMITS } from './products';

/** Prices are filtered in whole rupees, from 0 to the highest price a product may have. */
export const PRICE_FILTER_MAX = PRODUCT_FIELD_LIMITS.priceMax;
/** Plain digits only: `1e3`, `0x10`, `-5` or `12.5` are not prices here. */
export const RUPEES_PATTERN = /^\d{1,9}$/;
export const IN_STOCK_VALUES = ['true', 'false'] as const;

const LIMIT_TEXT = PRICE_FILTER_MAX.toLocaleString('en-IN');

export const PRICE_FILTER_MESSAGES = {
  minPrice: `The lowest price must be a whole number of rupees from 0 to ${LIMIT_TEXT}.`,
  maxPrice: `The highest price must be a whole number of rupees from 0 to ${LIMIT_TEXT}.`,
  priceRange: 'The highest price cannot be below the lowest price.',
  inStock: 'In stock must be true or false.',
} as const;

/** A typed amount: undefined when blank (no bound), NaN when it is not whole rupees within the limit. */
export function parseRupees(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = RUPEES_PATTERN.test(trimmed) ? Number(trimmed) : Number.NaN;
  return value <= PRICE_FILTER_MAX ? value : Number.NaN;
}

export interface PriceRangeErrors {
  minPrice?: string;
  maxPrice?: string;
}

/** What is wrong with a typed price range, by field (nothing: the range is fine, either end may be blank). */
export function priceRangeErrors(minText: string, maxText: string): PriceRangeErrors {
  const min = parseRupees(minText);
  const max = parseRupees(maxText);
  const errors: PriceRangeErrors = {};
  if (Number.isNaN(min)) errors.minPrice = PRICE_FILTER_MESSAGES.minPrice;
  if (Number.isNaN(max)) errors.maxPrice = PRICE_FILTER_MESSAGES.maxPrice;
  else if (min !== undefined && max !== undefined && !Number.isNaN(min) && max < min)
    errors.maxPrice = PRICE_FILTER_MESSAGES.priceRange;
  return errors;
}
