import type { LineTaxSnapshot, OrderTaxSnapshot, SupplyType, TaxAmounts } from '../../../src/shared/contract/orderTax';
import type { GstRate } from '../../../src/shared/contract/productTax';
import type { SellerProfile } from '../../../src/shared/contract/sellerProfile';
import type { TaxDocumentKind } from '../../../src/shared/contract/taxDocument';
import { amountInWords } from './amountInWords';

/*
 * What a tax document says, built from plain data the orders module hands over (its tax
 * snapshot, in rupees) and kept as JSON with the document, in paise: a reprint prints exactly this.
 */

/** The buyer as the invoice names them. */
export interface BuyerInput {
  name: string;
  /** The address as printed (street, city, PIN code). */
  address: string;
  state: string;
  phone: string;
  email: string;
  /** A business buyer's GSTIN (B2B); null or absent for a consumer (B2C). */
  gstin?: string | null;
}

/** One line as sold. Its HSN/SAC code and slab are the tax snapshot's (`tax.hsnCode`, `tax.gstRate`). */
export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** The unit price in rupees, GST included, before any discount. */
  unitPrice: number;
  /** The line's tax after its share of the discount: taxable value + taxes = what was paid for it. */
  tax: LineTaxSnapshot;
}

/** `issueInvoice`'s input: an order as placed, with its tax snapshot. Amounts in rupees. */
export interface InvoiceInput {
  orderId: number;
  orderNumber: string;
  /** When the order was placed, ISO UTC. */
  orderDate: string;
  buyer: BuyerInput;
  lines: InvoiceLineInput[];
  /** The delivery charge, GST included; its tax is `tax.shipping`. */
  deliveryCharge: number;
  /** The discount given, already shared over the lines' tax. */
  discount: number;
  tax: OrderTaxSnapshot;
  /** What the customer pays: the lines and delivery, GST included, after the discount. */
  totalPaid: number;
}

/** `issueCreditNote`'s input. The buyer and place of supply are the invoice's. */
export interface CreditNoteInput {
  /** The invoice the note reduces (`UE/26-27/000123`). */
  invoiceNumber: string;
  /** What is credited, GST included, in rupees. */
  amount: number;
  reason: string;
  /** How the amount splits, one entry per HSN code and slab credited (delivery included). */
  split: LineTaxSnapshot[];
}

/** Amounts of one printed row, in paise. */
export interface PaiseAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst. */
  total: number;
}

export interface DocumentLine extends PaiseAmounts {
  description: string;
  hsnCode: string;
  gstRate: GstRate;
  quantity: number | null;
  unitPricePaise: number | null;
}

export interface DocumentParty {
  name: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string | null;
}

export interface TaxDocumentContent {
  kind: TaxDocumentKind;
  number: string;
  /** ISO UTC; printed as the IST date. */
  issuedAt: string;
  seller: DocumentParty;
  buyer: DocumentParty & { phone: string; email: string };
  order: { id: number; number: string; date: string };
  placeOfSupply: { state: string; code: string };
  supplyType: SupplyType;
  lines: DocumentLine[];
  /** Delivery (invoices; null when free). */
  delivery: DocumentLine | null;
  discountPaise: number;
  totals: PaiseAmounts;
  amountInWords: string;
  /** A credit note's invoice (its value classes the note in GSTR-1) and reason. */
  refersTo: { number: string; issuedAt: string; totalPaise: number } | null;
  reason: string | null;
}

export const toPaise = (rupees: number) => Math.round(rupees * 100);

function amountsOf(tax: TaxAmounts): PaiseAmounts {
  const taxable = toPaise(tax.taxableValue);
  const cgst = toPaise(tax.cgst);
  const sgst = toPaise(tax.sgst);
  const igst = toPaise(tax.igst);
  return { taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
}

export function sumAmounts(rows: readonly PaiseAmounts[]): PaiseAmounts {
  return rows.reduce<PaiseAmounts>(
    (sum, row) => ({
      taxable: sum.taxable + row.taxable,
      cgst: sum.cgst + row.cgst,
      sgst: sum.sgst + row.sgst,
      igst: sum.igst + row.igst,
      total: sum.total + row.total,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}

/** A document whose figures do not add up is refused: it would be filed with GST as printed. */
export class InconsistentDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InconsistentDocumentError';
  }
}

const sellerParty = (seller: SellerProfile): DocumentParty => ({
  name: seller.legalName,
  address: seller.address,
  state: seller.state,
  stateCode: seller.stateCode,
  gstin: seller.gstin,
});

/** The invoice's content; checks that the lines, delivery and totals add up to what was paid. */
export function invoiceContent(
  input: InvoiceInput,
  seller: SellerProfile,
  stateCode: (state: string) => string,
  issued: { number: string; issuedAt: string },
): TaxDocumentContent {
  const lines: DocumentLine[] = input.lines.map((line) => ({
    description: line.description,
    hsnCode: line.tax.hsnCode,
    gstRate: line.tax.gstRate,
    quantity: line.quantity,
    unitPricePaise: toPaise(line.unitPrice),
    ...amountsOf(line.tax),
  }));
  const shipping = amountsOf(input.tax.shipping);
  const delivery: DocumentLine | null =
    shipping.total > 0
      ? {
          description: 'Delivery',
          hsnCode: input.tax.shipping.hsnCode,
          gstRate: input.tax.shipping.gstRate,
          quantity: null,
          unitPricePaise: null,
          ...shipping,
        }
      : null;
  const totals = sumAmounts(delivery ? [...lines, delivery] : lines);
  const expected = amountsOf(input.tax);
  if (shipping.total !== toPaise(input.deliveryCharge))
    throw new InconsistentDocumentError(`order ${input.orderNumber}: delivery's tax does not add up to its charge`);
  if (totals.total !== toPaise(input.totalPaid) || totals.total !== expected.total || totals.cgst !== expected.cgst)
    throw new InconsistentDocumentError(`order ${input.orderNumber}: lines and delivery do not add up to the total`);
  return {
    kind: 'invoice',
    number: issued.number,
    issuedAt: issued.issuedAt,
    seller: sellerParty(seller),
    buyer: {
      name: input.buyer.name,
      address: input.buyer.address,
      state: input.buyer.state,
      stateCode: stateCode(input.buyer.state),
      gstin: input.buyer.gstin || input.tax.buyerGstin || null,
      phone: input.buyer.phone,
      email: input.buyer.email,
    },
    order: { id: input.orderId, number: input.orderNumber, date: input.orderDate },
    placeOfSupply: { state: input.tax.placeOfSupply, code: input.tax.placeOfSupplyCode },
    supplyType: input.tax.supplyType,
    lines,
    delivery,
    discountPaise: toPaise(input.discount),
    totals,
    amountInWords: amountInWords(totals.total),
    refersTo: null,
    reason: null,
  };
}

/** A credit note's content: the invoice's parties and place of supply, the credited split. */
export function creditNoteContent(
  input: CreditNoteInput,
  invoice: TaxDocumentContent,
  seller: SellerProfile,
  issued: { number: string; issuedAt: string },
): TaxDocumentContent {
  const lines: DocumentLine[] = input.split.map((part) => ({
    description: input.reason,
    hsnCode: part.hsnCode,
    gstRate: part.gstRate,
    quantity: null,
    unitPricePaise: null,
    ...amountsOf(part),
  }));
  const totals = sumAmounts(lines);
  if (totals.total !== toPaise(input.amount) || totals.total <= 0)
    throw new InconsistentDocumentError(
      `credit note on ${input.invoiceNumber}: the split does not add up to the amount`,
    );
  return {
    ...invoice,
    kind: 'credit_note',
    number: issued.number,
    issuedAt: issued.issuedAt,
    seller: sellerParty(seller),
    lines,
    delivery: null,
    discountPaise: 0,
    totals,
    amountInWords: amountInWords(totals.total),
    refersTo: { number: invoice.number, issuedAt: invoice.issuedAt, totalPaise: invoice.totals.total },
    reason: input.reason,
  };
}
