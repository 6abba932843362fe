import { SHIPPING_BANDS, shippingBandFor, shippingCost } from './shipping';

describe('shippingCost', () => {
  it.each([
    [0, 99, 199],
    [1, 99, 199],
    [499, 99, 199],
    [499.99, 99, 199],
    // Exactly 500 takes the 501-999 band (in the customer's favour).
    [500, 79, 149],
    [501, 79, 149],
    [999, 79, 149],
    [999.99, 79, 149],
    [1000, 49, 129],
    [1999, 49, 129],
    [1999.99, 49, 129],
    // Exactly 2,000 ships free (standard).
    [2000, 0, 99],
    [2001, 0, 99],
    [250000, 0, 99],
  ])('an order of %d costs %d standard and %d express', (value, standard, express) => {
    expect(shippingCost(value, 'standard')).toBe(standard);
    expect(shippingCost(value, 'express')).toBe(express);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the order value %d', (value) => {
    expect(() => shippingCost(value, 'standard')).toThrow(RangeError);
  });

  it('has contiguous bands from 0 upwards, each labelled as in the spec table', () => {
    expect(SHIPPING_BANDS.map((band) => band.label)).toEqual(['below 500', '501-999', '1,000-1,999', 'above 2,000']);
    expect(SHIPPING_BANDS[0].min).toBe(0);
    for (let i = 1; i < SHIPPING_BANDS.length; i += 1) expect(SHIPPING_BANDS[i].min).toBe(SHIPPING_BANDS[i - 1].below);
    expect(SHIPPING_BANDS[SHIPPING_BANDS.length - 1].below).toBeNull();
    expect(shippingBandFor(750).label).toBe('501-999');
  });
});
