import { BILLING_MONTH_MESSAGE, BILLING_MONTH_PATTERN } from '../../../src/shared/contract/taxDocument';
import { badRequest } from '../../platform/lib/httpError';
import { sumAmounts, type DocumentLine, type TaxDocumentContent } from './documentContent';

/*
 * The GSTR-1 export: one CSV row per document and GST rate, the granularity the return's tables
 * need (B2B and CDNR per invoice and rate, B2CL per invoice and rate, B2CS summed per place of
 * supply and rate by the accountant's tool from these rows). Credit notes carry negative amounts.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** A month as a query sends it: `2026-11`, or the 400 envelope. */
export function monthParam(month: unknown): string {
  if (typeof month === 'string' && BILLING_MONTH_PATTERN.test(month)) return month;
  throw badRequest(BILLING_MONTH_MESSAGE, { month: [BILLING_MONTH_MESSAGE] });
}

/** An IST month (`2026-11`) as ISO UTC bounds [from, to). */
export function monthRange(month: string): { from: string; to: string } {
  const match = BILLING_MONTH_PATTERN.exec(monthParam(month))!;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    from: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS).toISOString(),
    to: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS).toISOString(),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The IST date in the GST offline tool's form: `05-Nov-2026`. */
export function gstDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

/** Inter-state supplies to unregistered buyers above this value (paise) are B2CL, not B2CS. */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export const GSTR1_COLUMNS = [
  'Document type',
  'Document number',
  'Document date',
  'Original invoice number',
  'Original invoice date',
  'Section',
  'Buyer GSTIN',
  'Buyer name',
  'Place of supply',
  'Supply type',
  'Document value',
  'Rate',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
  'Cess',
] as const;

/** The GSTR-1 table a document goes to; a credit note is classed by its invoice's value. */
function section(content: TaxDocumentContent, invoiceValuePaise: number): string {
  const large = content.supplyType === 'inter-state' && invoiceValuePaise > B2CL_THRESHOLD_PAISE;
  if (content.kind === 'invoice') return content.buyer.gstin ? 'B2B' : large ? 'B2CL' : 'B2CS';
  return content.buyer.gstin ? 'CDNR' : large ? 'CDNUR' : 'B2CS';
}

/** Paise as rupees with two decimals and no grouping, for spreadsheets and the offline tool. */
const rupees = (paise: number) => `${paise < 0 ? '-' : ''}${(Math.abs(paise) / 100).toFixed(2)}`;

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula is made literal. */
export function csvField(value: string, text = false): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of one document: its lines and delivery grouped by rate, in rate order. */
function rowsOf(content: TaxDocumentContent): string[][] {
  const sign = content.kind === 'credit_note' ? -1 : 1;
  const byRate = new Map<number, DocumentLine[]>();
  for (const line of content.delivery ? [...content.lines, content.delivery] : content.lines)
    byRate.set(line.gstRate, [...(byRate.get(line.gstRate) ?? []), line]);
  const value = content.totals.total;
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, lines]) => {
      const sum = sumAmounts(lines);
      return [
        content.kind === 'invoice' ? 'Invoice' : 'Credit note',
        content.number,
        gstDate(content.issuedAt),
        content.refersTo?.number ?? '',
        content.refersTo ? gstDate(content.refersTo.issuedAt) : '',
        section(content, content.refersTo?.totalPaise ?? value),
        content.buyer.gstin ?? '',
        csvField(content.buyer.name, true),
        `${content.placeOfSupply.code}-${content.placeOfSupply.state}`,
        content.supplyType === 'intra-state' ? 'Intra-State' : 'Inter-State',
        rupees(sign * value),
        String(rate),
        rupees(sign * sum.taxable),
        rupees(sign * sum.igst),
        rupees(sign * sum.cgst),
        rupees(sign * sum.sgst),
        rupees(0),
      ].map((field, index) => (index === 7 ? field : csvField(field)));
    });
}

/** The CSV (CRLF line ends, as RFC 4180 has them), header first. */
export function gstr1Csv(documents: readonly TaxDocumentContent[]): string {
  const rows = [[...GSTR1_COLUMNS], ...documents.flatMap(rowsOf)];
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
