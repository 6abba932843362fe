import type { AdminOrderDetail } from '@/shared/contract/adminOrder';
import type { Refund } from '@/shared/contract/refund';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { TableRegion } from '@/shared/ui/TableRegion';
import { ORDER_ADMIN_TEXT as T } from '../model/text';
import { OrderSection } from './OrderSection';

/** The refunds section's heading: where focus goes once a refund is recorded. */
export const REFUNDS_HEADING_ID = 'order-admin-refunds';

type RefundsOrder = Pick<AdminOrderDetail, 'refunds' | 'returns' | 'items'>;

/** What a refund paid for: the returned line's item, or the whole (cancelled) order. */
function refundedWhat(order: RefundsOrder, refund: Refund): string {
  if (refund.returnId === null) return T.wholeOrder;
  const lineNo = order.returns.find((item) => item.id === refund.returnId)?.lineNo;
  return order.items.find((item) => item.id === lineNo)?.name ?? `#${lineNo ?? refund.returnId}`;
}

/** The refunds recorded for the order's returns or its cancellation, with their amounts and credit notes. */
export function OrderAdminRefunds({ order }: { order: RefundsOrder }) {
  const C = T.refundColumns;
  return (
    <OrderSection id={REFUNDS_HEADING_ID} title={T.sections.refunds} focusable>
      {order.refunds.length === 0 ? (
        <p>{T.refundsEmpty}</p>
      ) : (
        <TableRegion label={T.tableOf(T.sections.refunds)}>
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{T.refundsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.at}</th>
                <th scope="col">{C.item}</th>
                <th scope="col">{C.reason}</th>
                <th scope="col">{C.method}</th>
                <th scope="col">{C.reference}</th>
                <th scope="col" className="text-end">
                  {C.paid}
                </th>
                <th scope="col" className="text-end">
                  {C.deduction}
                </th>
                <th scope="col" className="text-end">
                  {C.amount}
                </th>
                <th scope="col">{C.status}</th>
                <th scope="col">{C.creditNote}</th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.id} data-testid={`refund-${refund.id}`}>
                  <td className="text-nowrap">{formatIstDateTime(refund.createdAt)}</td>
                  <td>{refundedWhat(order, refund)}</td>
                  <td>
                    {T.refundReasons[refund.kind]}
                    {refund.note && <span className="d-block small text-body-secondary text-break">{refund.note}</span>}
                  </td>
                  <td>{T.refund.methods[refund.method]}</td>
                  <td className="text-break">{refund.reference ?? T.none}</td>
                  <td className="text-end text-nowrap">{formatInr(refund.grossAmount)}</td>
                  <td className="text-end text-nowrap">
                    {refund.deduction > 0 ? `−${formatInr(refund.deduction)}` : formatInr(0)}
                  </td>
                  <td className="text-end text-nowrap fw-semibold">{formatInr(refund.amount)}</td>
                  <td>{T.refundStatuses[refund.status]}</td>
                  <td className="text-nowrap">{refund.creditNoteNumber ?? T.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </OrderSection>
  );
}
