import { GST_STATE_CODES, taxOfOrder, type LineTax } from '@/content/policies/gst';
import type { IndianState } from '@/content/indianStates';
import type { LineTaxSnapshot, OrderTaxSnapshot } from '@/shared/contract/orderTax';
import type { GstRate } from '@/shared/contract/productTax';

const rupees = (tax: LineTax) => ({
  taxableValue: tax.taxablePaise / 100,
  cgst: tax.cgstPaise / 100,
  sgst: tax.sgstPaise / 100,
  igst: tax.igstPaise / 100,
});

/** The tax the server would answer for GST-inclusive line amounts (rupees), for fake answers in UI tests. */
export function taxFor(input: {
  lines: Array<{ amount: number; rate?: GstRate; hsnCode?: string }>;
  discount?: number;
  shipping?: number;
  state?: IndianState | null;
}): { lines: LineTaxSnapshot[]; order: OrderTaxSnapshot } {
  const state = input.state === undefined ? 'Delhi' : input.state;
  const withinState = state === 'Delhi';
  const tax = taxOfOrder({
    lines: input.lines.map((line) => ({ amountPaise: Math.round(line.amount * 100), rate: line.rate ?? 5 })),
    discountPaise: Math.round((input.discount ?? 0) * 100),
    shippingPaise: Math.round((input.shipping ?? 0) * 100),
    withinState,
  });
  const code = (index: number) => input.lines[index].hsnCode ?? '0902';
  const totals = rupees(tax.totals);
  return {
    lines: tax.lines.map((line, index) => ({
      hsnCode: code(index),
      gstRate: input.lines[index].rate ?? 5,
      ...rupees(line),
    })),
    order: {
      supplyType: withinState ? 'intra-state' : 'inter-state',
      placeOfSupply: state ?? '',
      placeOfSupplyCode: state ? GST_STATE_CODES[state] : '',
      buyerGstin: null,
      shipping: { hsnCode: code(0), gstRate: input.lines[0]?.rate ?? 5, ...rupees(tax.shipping) },
      ...totals,
      totalTax: (tax.totals.cgstPaise + tax.totals.sgstPaise + tax.totals.igstPaise) / 100,
    },
  };
}
