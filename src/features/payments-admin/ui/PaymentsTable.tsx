import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import type { PaymentsOrderRow, PaymentsSection } from '@/shared/contract/paymentsView';
import { formatInr } from '@/shared/lib/formatInr';
import { PAYMENTS_ADMIN_TEXT as T } from '../model/text';

export interface PaymentsColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
}

interface PaymentsTableProps<Row extends PaymentsOrderRow> {
  id: string;
  text: { heading: string; lead: string; empty: string };
  caption: string;
  section: PaymentsSection<Row>;
  /** The section's own columns, after the order, customer, amount and method. */
  columns: PaymentsColumn<Row>[];
  rowKey: (row: Row) => string | number;
}

const orderPath = (orderId: number) => ROUTES.adminOrder.replace(':id', String(orderId));

/** One list of the Payments view: its heading and lead, the rows (each order linking to its page) or its empty state. */
export function PaymentsTable<Row extends PaymentsOrderRow>({
  id,
  text,
  caption,
  section,
  columns,
  rowKey,
}: PaymentsTableProps<Row>) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        {text.heading}
      </h2>
      <p className="text-body-secondary small mb-2">{text.lead}</p>
      {section.rows.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <>
          {section.rows.length < section.total.count && (
            <p className="small">{T.partial(section.rows.length, section.total.count)}</p>
          )}
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.columns.order}</th>
                  <th scope="col">{T.columns.customer}</th>
                  <th scope="col" className="text-end">
                    {T.columns.amount}
                  </th>
                  <th scope="col">{T.columns.method}</th>
                  {columns.map((column) => (
                    <th key={column.title} scope="col">
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={rowKey(row)}>
                    <th scope="row">
                      <Link to={orderPath(row.orderId)}>{row.orderNumber}</Link>
                    </th>
                    <td>{row.customerName}</td>
                    <td className="text-end">{formatInr(row.amount)}</td>
                    <td>{T.methods[row.method] ?? row.method}</td>
                    {columns.map((column) => (
                      <td key={column.title}>{column.cell(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
