import type { GstRate } from './productTax';

/*
 * The GST inside what a customer pays, as quotes, orders, pages, mail and invoices show it. Prices
 * are GST-inclusive: `taxableValue + cgst + sgst + igst` is the amount paid, to the paisa. Amounts
 * are rupees with at most two decimals (worked out in paise, src/content/policies/gst.ts).
 */

/** How an amount splits into its taxable value and its GST. */
export interface TaxAmounts {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One line's tax: its goods' HSN code (or a service's SAC) and slab. */
export interface LineTaxSnapshot extends TaxAmounts {
  hsnCode: string;
  gstRate: GstRate;
}

/** `intra-state`: CGST + SGST (delivered within the seller's state); `inter-state`: IGST. */
export type SupplyType = 'intra-state' | 'inter-state';

/** An order's tax as stored when it was placed, so later rate changes never rewrite it. */
export interface OrderTaxSnapshot extends TaxAmounts {
  supplyType: SupplyType;
  /** The delivery address's state and its GST state code (e.g. Maharashtra, 27). */
  placeOfSupply: string;
  placeOfSupplyCode: string;
  /** A business buyer's GSTIN, when given at checkout. */
  buyerGstin: string | null;
  /** Delivery, taxed with the order's main supply (its highest-rate line). */
  shipping: LineTaxSnapshot;
  totalTax: number;
}
