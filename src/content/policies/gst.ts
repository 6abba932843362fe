import type { GstRate } from '../../shared/contract/productTax';
import type { IndianState } from '../indianStates';

/**
 * GST as the company charges it. Prices are GST-inclusive, as Indian shoppers expect: the tax is
 * taken out of what the customer pays, never added on top.
 *
 * Rounding, the one rule everywhere: per line, in paise. The tax inside a GST-inclusive amount
 * is `amount × rate / (100 + rate)`, to the nearest paisa, halves up. Within the company's state
 * it is charged as CGST and SGST, each computed the same way at half the rate (so the two are
 * always equal); across states as IGST at the full rate. The taxable value is what remains, so
 * taxable value + tax is exactly the amount the customer saw, to the paisa.
 */

/** Event services (planning, production, promotion): SAC 998596 at 18 % unless staff set otherwise. */
export const SERVICES_SAC = '998596';
export const SERVICES_GST_RATE: GstRate = 18;

/** The GST state codes of the states and union territories (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** `a × b / c` for whole numbers, to the nearest whole number, halves up (no floating point). */
const divideRounded = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

export interface LineTax {
  /** What the customer pays for the line, GST included. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The tax inside one GST-inclusive amount (see the rounding rule above). */
export function taxOfInclusiveAmount(amountPaise: number, rate: GstRate, withinState: boolean): LineTax {
  if (withinState) {
    // Half the rate each: amount × (rate / 2) / (100 + rate) = amount × rate / (200 + 2 × rate).
    const half = divideRounded(amountPaise, rate, 200 + 2 * rate);
    return { amountPaise, taxablePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = divideRounded(amountPaise, rate, 100 + rate);
  return { amountPaise, taxablePaise: amountPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/**
 * Shares a discount out over lines in proportion to their amounts (largest remainder, whole
 * paise), so each line's tax is on what was really paid for it. The shares add up to `discount`.
 */
export function shareDiscount(amountsPaise: readonly number[], discountPaise: number): number[] {
  const total = amountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 || discountPaise === 0) return amountsPaise.map(() => 0);
  // BigInt: amount × discount passes 2^53 for bags of several lakh rupees.
  const products = amountsPaise.map((amount) => BigInt(amount) * BigInt(discountPaise));
  const shares = products.map((product) => Number(product / BigInt(total)));
  const order = products
    .map((product, index) => ({ index, remainder: product % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

export interface TaxedLineInput {
  amountPaise: number;
  rate: GstRate;
}

export interface OrderTax {
  lines: LineTax[];
  /** Delivery, taxed at the rate of the order's main supply (its highest-rate line). */
  shipping: LineTax;
  totals: LineTax;
}

/**
 * The tax of an order: each line after its share of the discount, and delivery as a supply
 * bundled with the goods (a composite supply) at the highest rate among them.
 */
export function taxOfOrder(input: {
  lines: readonly TaxedLineInput[];
  discountPaise: number;
  shippingPaise: number;
  withinState: boolean;
}): OrderTax {
  const shares = shareDiscount(
    input.lines.map((line) => line.amountPaise),
    input.discountPaise,
  );
  const lines = input.lines.map((line, index) =>
    taxOfInclusiveAmount(line.amountPaise - shares[index], line.rate, input.withinState),
  );
  const mainRate = input.lines.reduce<GstRate>((highest, line) => (line.rate > highest ? line.rate : highest), 0);
  const shipping = taxOfInclusiveAmount(input.shippingPaise, mainRate, input.withinState);
  const totals = [...lines, shipping].reduce<LineTax>(
    (sum, line) => ({
      amountPaise: sum.amountPaise + line.amountPaise,
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
    }),
    { amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
  return { lines, shipping, totals };
}

/** The Indian financial year (April to March) a moment falls in, in IST, as `26-27`. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/** An invoice or credit note number, unique per financial year and at most 16 characters. */
export function documentNumber(prefix: string, at: Date, serial: number): string {
  const number = `${prefix}/${financialYear(at)}/${String(serial).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`${number} is longer than the 16 characters GST allows`);
  return number;
}
