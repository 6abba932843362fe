import { PRICE_FILTER_MAX, PRICE_FILTER_MESSAGES as M, parseRupees, priceRangeErrors } from './productFilters';

describe('the price filter', () => {
  it('reads whole rupees; blank is no bound, anything else is not a price', () => {
    expect(parseRupees(' 1500 ')).toBe(1500);
    expect(parseRupees('0')).toBe(0);
    expect(parseRupees('')).toBeUndefined();
    expect(parseRupees(String(PRICE_FILTER_MAX))).toBe(PRICE_FILTER_MAX);
    for (const text of ['12.5', '-1', '1e3', '0x10', '₹500', '1,500', String(PRICE_FILTER_MAX + 1)])
      expect([text, parseRupees(text)]).toEqual([text, Number.NaN]);
  });

  it('names the field that is wrong, and the highest end when the range is upside down', () => {
    expect(priceRangeErrors('', '')).toEqual({});
    expect(priceRangeErrors('500', '500')).toEqual({});
    expect(priceRangeErrors('abc', '')).toEqual({ minPrice: M.minPrice });
    expect(priceRangeErrors('', '9.99')).toEqual({ maxPrice: M.maxPrice });
    expect(priceRangeErrors('2000', '1000')).toEqual({ maxPrice: M.priceRange });
    expect(priceRangeErrors('x', '1000')).toEqual({ minPrice: M.minPrice });
    // Indian grouping in the message: 1,00,00,000.
    expect(M.minPrice).toContain('1,00,00,000');
  });
});
