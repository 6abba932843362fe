import type { LineTax } from '../../../src/content/policies/gst';
import { GST_STATE_CODES, taxOfOrder } from '../../../src/content/policies/gst';
import type { IndianState } from '../../../src/content/indianStates';
import type { LineTaxSnapshot, OrderTaxSnapshot } from '../../../src/shared/contract/orderTax';
import type { GstRate } from '../../../src/shared/contract/productTax';

/** The GST state code of a state of the address form, or undefined for anything else. */
export const gstStateCode = (state: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(GST_STATE_CODES, state) ? GST_STATE_CODES[state as IndianState] : undefined;

const rupees = (paise: number) => paise / 100;

const amounts = (tax: LineTax) => ({
  taxableValue: rupees(tax.taxablePaise),
  cgst: rupees(tax.cgstPaise),
  sgst: rupees(tax.sgstPaise),
  igst: rupees(tax.igstPaise),
});

export interface TaxableLine {
  amountPaise: number;
  hsnCode: string;
  gstRate: GstRate;
}

/**
 * The tax snapshot of an order (or a quote): per line after its share of the discount, delivery
 * with the main supply, CGST + SGST when delivered within the seller's state and IGST otherwise.
 * Without a delivery state (a quote before the address is known) the tax is counted as IGST.
 */
export function orderTaxSnapshot(input: {
  lines: readonly TaxableLine[];
  discountPaise: number;
  shippingPaise: number;
  deliveryState: string | null;
  sellerState: string;
  buyerGstin: string | null;
}): { lines: LineTaxSnapshot[]; order: OrderTaxSnapshot } {
  const withinState = input.deliveryState !== null && input.deliveryState === input.sellerState;
  const tax = taxOfOrder({
    lines: input.lines.map((line) => ({ amountPaise: line.amountPaise, rate: line.gstRate })),
    discountPaise: input.discountPaise,
    shippingPaise: input.shippingPaise,
    withinState,
  });
  // Delivery follows the main supply: the first line with the highest rate gives its code.
  const main = input.lines.reduce<TaxableLine | undefined>(
    (best, line) => (!best || line.gstRate > best.gstRate ? line : best),
    undefined,
  );
  const totals = amounts(tax.totals);
  return {
    lines: tax.lines.map((line, index) => ({
      hsnCode: input.lines[index].hsnCode,
      gstRate: input.lines[index].gstRate,
      ...amounts(line),
    })),
    order: {
      supplyType: withinState ? 'intra-state' : 'inter-state',
      placeOfSupply: input.deliveryState ?? '',
      placeOfSupplyCode: (input.deliveryState && gstStateCode(input.deliveryState)) || '',
      buyerGstin: input.buyerGstin,
      shipping: { hsnCode: main?.hsnCode ?? '', gstRate: main?.gstRate ?? 0, ...amounts(tax.shipping) },
      ...totals,
      totalTax: rupees(tax.totals.cgstPaise + tax.totals.sgstPaise + tax.totals.igstPaise),
    },
  };
}
