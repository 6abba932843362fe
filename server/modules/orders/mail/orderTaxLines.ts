import type { OrderTaxSnapshot } from '../../../../src/shared/contract/orderTax';
import { inr } from '../../../platform/mail/html';
import type { MailBlock } from '../../../platform/mail/layout';

export const GST_HEADING = 'GST included in the total';

/**
 * The GST inside an order's total, under its totals: the taxable value, CGST + SGST (within the
 * seller's state) or IGST, and the place of supply. Nothing for an order placed before GST was shown.
 */
export function orderTaxBlock(tax: OrderTaxSnapshot | null): MailBlock[] {
  if (!tax) return [];
  const split =
    tax.supplyType === 'intra-state'
      ? [`CGST: ${inr(tax.cgst)}`, `SGST: ${inr(tax.sgst)}`]
      : [`IGST: ${inr(tax.igst)}`];
  return [
    {
      type: 'lines',
      heading: GST_HEADING,
      lines: [
        `Taxable value: ${inr(tax.taxableValue)}`,
        ...split,
        `Place of supply: ${tax.placeOfSupply} (${tax.placeOfSupplyCode})`,
        ...(tax.buyerGstin ? [`Your GSTIN: ${tax.buyerGstin}`] : []),
      ],
    },
  ];
}
