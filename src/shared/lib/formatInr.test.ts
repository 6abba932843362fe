import { formatInr, formatInrNumber } from './formatInr';

describe('formatInr', () => {
  it.each([
    [250000, '2,50,000'],
    [150000, '1,50,000'],
    [1444, '1,444'],
    [99999, '99,999'],
    [10000000, '1,00,00,000'],
    [0, '0'],
    [99.5, '99.50'],
  ])('groups %d the Indian way as %s', (amount, expected) => {
    expect(formatInrNumber(amount)).toBe(expected);
  });

  it('prefixes the rupee sign', () => {
    expect(formatInr(250000)).toBe('₹2,50,000');
  });
});
