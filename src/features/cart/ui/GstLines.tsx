import type { OrderTaxSnapshot } from '@/shared/contract/orderTax';
import { formatInr } from '@/shared/lib/formatInr';
import { TOTALS_TEXT } from '../model/text';

const T = TOTALS_TEXT.gst;

/** The rows of the GST inside a total: taxable value, then CGST + SGST or IGST (or one GST figure before the state is known). */
export function gstRows(tax: OrderTaxSnapshot): Array<[string, string]> {
  const known = Boolean(tax.placeOfSupply);
  const split: Array<[string, string]> = !known
    ? [[T.total, formatInr(tax.totalTax)]]
    : tax.supplyType === 'intra-state'
      ? [
          [T.cgst, formatInr(tax.cgst)],
          [T.sgst, formatInr(tax.sgst)],
        ]
      : [[T.igst, formatInr(tax.igst)]];
  return [[T.taxableValue, formatInr(tax.taxableValue)], ...split];
}

/** The note under the GST rows: the place of supply, or that the split waits for the state. */
export const gstNote = (tax: OrderTaxSnapshot) =>
  tax.placeOfSupply ? T.placeOfSupply(tax.placeOfSupply, tax.placeOfSupplyCode) : T.splitLater;

/** The GST inside an order's total, under it (bag and checkout summaries). */
export function GstLines({ tax }: { tax: OrderTaxSnapshot }) {
  return (
    <section aria-label={T.heading} className="small text-body-secondary mt-2" data-testid="gst-lines">
      <p className="mb-1 fw-semibold">{T.heading}</p>
      <dl className="mb-1">
        {gstRows(tax).map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-0">{gstNote(tax)}</p>
    </section>
  );
}
