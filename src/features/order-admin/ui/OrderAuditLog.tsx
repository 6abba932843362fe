import { formatOrderStatus } from '@/features/orders';
import type { OrderAuditEntry } from '@/shared/contract/adminOrder';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { TableRegion } from '@/shared/ui/TableRegion';
import { ORDER_ADMIN_TEXT as T } from '../model/text';
import { OrderSection } from './OrderSection';

/** Every admin change of the order, newest first: who, when, from which state to which. */
export function OrderAuditLog({ entries }: { entries: OrderAuditEntry[] }) {
  return (
    <OrderSection id="order-admin-audit" title={T.sections.audit}>
      {entries.length === 0 ? (
        <p>{T.auditEmpty}</p>
      ) : (
        <TableRegion label={T.tableOf(T.sections.audit)}>
          <table className="table table-sm">
            <caption className="visually-hidden">{T.auditCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.auditColumns.at}</th>
                <th scope="col">{T.auditColumns.who}</th>
                <th scope="col">{T.auditColumns.from}</th>
                <th scope="col">{T.auditColumns.to}</th>
                <th scope="col">{T.auditColumns.note}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className="text-nowrap">
                    <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>
                  </td>
                  <td className="text-break">{entry.adminEmail || `#${entry.adminId}`}</td>
                  <td>{entry.from ? formatOrderStatus(entry.from) : T.none}</td>
                  <td>{formatOrderStatus(entry.to)}</td>
                  <td className="text-break">{entry.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </OrderSection>
  );
}
