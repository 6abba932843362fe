import { TOTALS_TEXT, gstNote, gstRows } from '@/features/cart';
import type { PlacedOrder, PlacedOrderItem } from '@/shared/contract/order';
import { formatInr } from '@/shared/lib/formatInr';
import { ORDER_THUMBNAIL_PX } from '../model/display';
import { ORDER_PARTS_TEXT } from '../model/text';

const T = ORDER_PARTS_TEXT.lines;

/** The price and quantity columns: shown from 576 px up and when printed; a phone reads them under the name. */
const WIDE_CELL = 'text-end d-none d-sm-table-cell d-print-table-cell';

/** `Workshop T-shirt, size M, green`: the line's name with the options bought. */
const lineLabel = (item: PlacedOrderItem) =>
  [item.name, item.size ? `size ${item.size}` : null, item.colour ?? null].filter(Boolean).join(', ');

export interface OrderLinesProps {
  order: Pick<PlacedOrder, 'items' | 'subtotal' | 'discount' | 'discountCode' | 'shippingCost' | 'totalAmount' | 'tax'>;
  /** Each line's picture next to its name (the customer's page; hidden when printed). */
  thumbnails?: boolean;
  /** Test id of the total's figure. */
  totalTestId?: string;
}

/**
 * An order's lines at the price they were bought, then subtotal, discount, shipping and total:
 * the customer's order page (and its printed invoice) and the back office's order page.
 */
export function OrderLines({ order, thumbnails = false, totalTestId }: OrderLinesProps) {
  const rows: Array<[string, string]> = [
    [TOTALS_TEXT.subtotal, formatInr(order.subtotal)],
    ...(order.discount > 0
      ? [[TOTALS_TEXT.discount(order.discountCode ?? ''), `−${formatInr(order.discount)}`] as [string, string]]
      : []),
    [TOTALS_TEXT.shipping, order.shippingCost === 0 ? TOTALS_TEXT.free : formatInr(order.shippingCost)],
  ];
  return (
    <table className="table align-middle">
      <thead>
        <tr>
          <th scope="col">{T.item}</th>
          <th scope="col" className={WIDE_CELL}>
            {T.price}
          </th>
          <th scope="col" className={WIDE_CELL}>
            {T.quantity}
          </th>
          <th scope="col" className="text-end">
            {T.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>
              <span className="d-flex align-items-center gap-2">
                {thumbnails && (
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={ORDER_THUMBNAIL_PX}
                    height={ORDER_THUMBNAIL_PX}
                    className="rounded object-fit-cover d-print-none flex-shrink-0"
                  />
                )}
                <span>
                  {lineLabel(item)}
                  {/* On a phone the price and quantity columns give way to this line under the name. */}
                  <span className="d-block d-sm-none d-print-none small text-body-secondary">
                    {T.quantityTimesPrice(item.quantity, formatInr(item.price))}
                  </span>
                </span>
              </span>
            </td>
            <td className={`${WIDE_CELL} text-nowrap`}>{formatInr(item.price)}</td>
            <td className={WIDE_CELL}>{item.quantity}</td>
            <td className="text-end text-nowrap">{formatInr(item.price * item.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" colSpan={3} className="text-end fw-normal">
              {label}
            </th>
            <td className="text-end text-nowrap">{value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={3} className="text-end">
            {TOTALS_TEXT.total}
          </th>
          <td className="text-end text-nowrap fw-bold" data-testid={totalTestId}>
            {formatInr(order.totalAmount)}
          </td>
        </tr>
        {order.tax && (
          <>
            <tr>
              <th scope="rowgroup" colSpan={4} className="text-end fw-semibold small pt-3">
                {TOTALS_TEXT.gst.heading}
              </th>
            </tr>
            {gstRows(order.tax).map(([label, value]) => (
              <tr key={label} className="small">
                <th scope="row" colSpan={3} className="text-end fw-normal">
                  {label}
                </th>
                <td className="text-end text-nowrap">{value}</td>
              </tr>
            ))}
            <tr className="small">
              <td colSpan={4} className="text-end text-body-secondary">
                {gstNote(order.tax)}
              </td>
            </tr>
          </>
        )}
      </tfoot>
    </table>
  );
}
