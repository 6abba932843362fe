import fc from 'fast-check';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../indianStates';
import { GST_RATES, type GstRate } from '@/shared/contract/productTax';
import { GST_STATE_CODES, documentNumber, financialYear, shareDiscount, taxOfInclusiveAmount, taxOfOrder } from './gst';

describe('the tax inside a GST-inclusive price', () => {
  test('₹1,180 at 18 %: ₹1,000 taxable, ₹90 CGST + ₹90 SGST in Delhi, ₹180 IGST to Mumbai', () => {
    expect(taxOfInclusiveAmount(118_000, 18, true)).toEqual({
      amountPaise: 118_000,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    expect(taxOfInclusiveAmount(118_000, 18, false)).toMatchObject({ taxablePaise: 100_000, igstPaise: 18_000 });
  });

  test('rounded per line to the nearest paisa, halves up; CGST and SGST always equal', () => {
    // ₹749 at 12 %: 74,900 × 12 / 112 = 8,025 paise; halves of 4,012.5 round up to 4,013 each.
    expect(taxOfInclusiveAmount(74_900, 12, false)).toMatchObject({ igstPaise: 8_025, taxablePaise: 66_875 });
    expect(taxOfInclusiveAmount(74_900, 12, true)).toMatchObject({
      cgstPaise: 4_013,
      sgstPaise: 4_013,
      taxablePaise: 66_874,
    });
    expect(taxOfInclusiveAmount(50_000, 0, true)).toMatchObject({ taxablePaise: 50_000, cgstPaise: 0, sgstPaise: 0 });
  });

  test('every state and union territory of the address form has its GST state code', () => {
    for (const state of INDIAN_STATES_AND_UNION_TERRITORIES) expect(GST_STATE_CODES[state]).toMatch(/^\d{2}$/);
    expect(GST_STATE_CODES.Delhi).toBe('07');
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES_AND_UNION_TERRITORIES.length);
  });
});

const rate = fc.constantFrom(...GST_RATES) as fc.Arbitrary<GstRate>;
const bag = fc.array(fc.record({ amountPaise: fc.integer({ min: 0, max: 50_000_000 }), rate }), {
  minLength: 1,
  maxLength: 12,
});

describe('an order’s tax, over random bags', () => {
  test('taxable value + tax is exactly what the customer pays, line by line and in total', () => {
    fc.assert(
      fc.property(bag, fc.boolean(), fc.nat(), fc.integer({ min: 0, max: 20_000 }), (lines, withinState, d, ship) => {
        const subtotal = lines.reduce((sum, line) => sum + line.amountPaise, 0);
        const discountPaise = subtotal === 0 ? 0 : d % (subtotal + 1);
        const tax = taxOfOrder({ lines, discountPaise, shippingPaise: ship, withinState });
        for (const line of [...tax.lines, tax.shipping]) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
          expect(line.taxablePaise).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(line.taxablePaise)).toBe(true);
          expect(line.cgstPaise).toBe(line.sgstPaise);
          expect(withinState ? line.igstPaise : line.cgstPaise).toBe(0);
        }
        expect(tax.totals.amountPaise).toBe(subtotal - discountPaise + ship);
        const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = tax.totals;
        expect(taxablePaise + cgstPaise + sgstPaise + igstPaise).toBe(subtotal - discountPaise + ship);
      }),
    );
  });

  test('a discount is shared out in whole paise, in proportion, adding up to itself', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (amounts, d) => {
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const discount = total === 0 ? 0 : d % (total + 1);
          const shares = shareDiscount(amounts, discount);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[index]);
            expect(Math.abs(share - (amounts[index] * discount) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  test('delivery is taxed at the rate of the order’s highest-rate line', () => {
    const tax = taxOfOrder({
      lines: [
        { amountPaise: 100_000, rate: 5 },
        { amountPaise: 100_000, rate: 18 },
      ],
      discountPaise: 0,
      shippingPaise: 11_800,
      withinState: false,
    });
    expect(tax.shipping).toMatchObject({ taxablePaise: 10_000, igstPaise: 1_800 });
  });
});

describe('invoice numbers', () => {
  test('the financial year runs April to March in IST', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26'); // 31 March, 23:59 IST
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27'); // 1 April, 00:00 IST
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });

  test('prefix, year and a six-digit serial: at most 16 characters, or refused', () => {
    expect(documentNumber('UE', new Date('2026-11-27T06:00:00Z'), 123)).toBe('UE/26-27/000123');
    expect(documentNumber('CN', new Date('2026-11-27T06:00:00Z'), 7)).toBe('CN/26-27/000007');
    expect(() => documentNumber('UECN', new Date('2026-11-27T06:00:00Z'), 7)).toThrow(RangeError);
  });
});
