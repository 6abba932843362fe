import type { RefundKind } from '../../shared/contract/refund';
import { EXCHANGE_REFUND_FACTS } from './exchangeRefund';

/** The policy's return shipping fee, in paise, deducted from change-of-mind returns. */
export const RETURN_FEE_PAISE = EXCHANGE_REFUND_FACTS.returnFee * 100;

/**
 * What goes back for something the customer paid `paidPaise` for: all of it, less the return
 * fee for a change of mind (never more than was paid). Damaged, defective or wrong items and
 * cancelled orders are refunded in full.
 */
export function refundDue(paidPaise: number, kind: RefundKind) {
  const deductionPaise = kind === 'change_of_mind' ? Math.min(RETURN_FEE_PAISE, paidPaise) : 0;
  return { grossPaise: paidPaise, deductionPaise, amountPaise: paidPaise - deductionPaise };
}

/** What the customer paid for one order line: its share after any discount, GST included. */
export function linePaidPaise(line: {
  price: number;
  quantity: number;
  tax?: { taxableValue: number; cgst: number; sgst: number; igst: number };
}): number {
  if (!line.tax) return Math.round(line.price * 100) * line.quantity;
  const { taxableValue, cgst, sgst, igst } = line.tax;
  return [taxableValue, cgst, sgst, igst].reduce((sum, part) => sum + Math.round(part * 100), 0);
}
