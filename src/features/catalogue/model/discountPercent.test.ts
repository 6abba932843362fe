import { discountPercent } from './discountPercent';

describe('discountPercent', () => {
  it.each([
    [1699, 1444, 15], // 15.01% -> 15
    [799, 599, 25], // 25.03% -> 25
    [899, 649, 28], // 27.81% -> 28 (rounds up)
    [250000, 150000, 40],
    [200, 199, 1], // 0.5% rounds half up
    [1000, 1000, 0],
  ])('%d against %d is %d%%', (original, discounted, expected) => {
    expect(discountPercent(original, discounted)).toBe(expected);
  });

  it('is 0 without a saving or without an original price', () => {
    expect(discountPercent(0, 100)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });
});
