// Tax documents (invoices and credit notes) as the back office lists them. What a document
// prints is kept with it on the server; amounts here are rupees, as everywhere in the API.

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** One row of `GET /api/admin/billing/documents?month=YYYY-MM`. */
export interface TaxDocumentSummary {
  id: number;
  kind: TaxDocumentKind;
  /** `UE/26-27/000123` (invoice) or `CN/26-27/000007` (credit note). */
  number: string;
  orderId: number;
  orderNumber: string;
  /** ISO UTC. */
  issuedAt: string;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  total: number;
  /** A credit note's invoice number; null for an invoice. */
  refersTo: string | null;
}

/** `month` (IST) for the documents list and the GSTR-1 export: `2026-11`. */
export const BILLING_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const BILLING_MONTH_MESSAGE = 'Give the month as YYYY-MM, e.g. 2026-11';

/** An order's invoice or credit note as its pages list it (the PDF downloads by its number). */
export type TaxDocumentRef = Pick<TaxDocumentSummary, 'kind' | 'number' | 'issuedAt' | 'total' | 'refersTo'>;
