import { formatInr } from '@/shared/lib/formatInr';
import type { OrderTaxSnapshot } from '@/shared/contract/orderTax';
import { TOTALS_TEXT } from '../model/text';
import { GstLines } from './GstLines';

export interface OrderTotalsProps {
  subtotal?: number;
  discount?: number;
  discountCode?: string | null;
  shippingCost?: number;
  /** Undefined while the server's price is not known yet. */
  totalAmount?: number;
  /** Test id of the total's figure. */
  totalTestId: string;
  busy?: boolean;
  /** The GST inside the total, as the server worked it out. */
  tax?: OrderTaxSnapshot;
}

/** Subtotal, discount, shipping and total of an order, as the server priced it. */
export function OrderTotals({
  subtotal,
  discount,
  discountCode,
  shippingCost,
  totalAmount,
  totalTestId,
  busy,
  tax,
}: OrderTotalsProps) {
  const rows: Array<[string, string]> = [];
  if (subtotal !== undefined) rows.push([TOTALS_TEXT.subtotal, formatInr(subtotal)]);
  if (discountCode && discount) rows.push([TOTALS_TEXT.discount(discountCode), `−${formatInr(discount)}`]);
  if (shippingCost !== undefined)
    rows.push([TOTALS_TEXT.shipping, shippingCost === 0 ? TOTALS_TEXT.free : formatInr(shippingCost)]);
  return (
    <div className="mb-3" aria-busy={busy || undefined}>
      <dl className="mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between fs-5 fw-bold border-top pt-2 mt-2">
          <dt>{TOTALS_TEXT.total}</dt>
          <dd className="mb-0" data-testid={totalTestId}>
            {totalAmount === undefined ? '—' : formatInr(totalAmount)}
          </dd>
        </div>
      </dl>
      {tax && <GstLines tax={tax} />}
    </div>
  );
}
