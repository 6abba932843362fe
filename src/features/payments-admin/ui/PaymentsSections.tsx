import type { PaymentsView } from '@/shared/contract/paymentsView';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { PAYMENTS_ADMIN_TEXT as T } from '../model/text';
import { PaymentsTable } from './PaymentsTable';

const C = T.columns;
const S = T.sections;

/** The Payments view's five lists: the month's (received, lapsed, refunds) and today's (awaiting, refunds due). */
export function PaymentsSections({ view }: { view: PaymentsView }) {
  const inMonth = (heading: string) => T.caption(heading, view.month);
  return (
    <>
      <PaymentsTable
        id="payments-received"
        text={S.received}
        caption={inMonth(S.received.heading)}
        section={view.received}
        rowKey={(row) => row.orderId}
        columns={[
          { title: C.placed, cell: (row) => formatIstDateTime(row.placedAt) },
          { title: C.paid, cell: (row) => formatIstDateTime(row.paidAt) },
        ]}
      />
      <PaymentsTable
        id="payments-awaiting"
        text={S.awaiting}
        caption={T.captionNow(S.awaiting.heading)}
        section={view.awaiting}
        rowKey={(row) => row.orderId}
        columns={[
          { title: C.placed, cell: (row) => formatIstDateTime(row.placedAt) },
          { title: C.payBy, cell: (row) => (row.payBy ? formatIstDateTime(row.payBy) : T.noPayBy) },
        ]}
      />
      <PaymentsTable
        id="payments-lapsed"
        text={S.lapsed}
        caption={inMonth(S.lapsed.heading)}
        section={view.lapsed}
        rowKey={(row) => row.orderId}
        columns={[
          { title: C.payBy, cell: (row) => (row.payBy ? formatIstDateTime(row.payBy) : T.noPayBy) },
          { title: C.lapsed, cell: (row) => formatIstDateTime(row.lapsedAt) },
        ]}
      />
      <PaymentsTable
        id="payments-refunds"
        text={S.refunds}
        caption={inMonth(S.refunds.heading)}
        section={view.refunds}
        rowKey={(row) => row.refundId}
        columns={[
          {
            title: C.refund,
            cell: (row) => (
              <>
                {T.refundMethods[row.refundMethod]}
                {row.reference && <span className="d-block small">{T.reference(row.reference)}</span>}
              </>
            ),
          },
          { title: C.status, cell: (row) => T.refundStatuses[row.status] },
          { title: C.recorded, cell: (row) => formatIstDateTime(row.createdAt) },
        ]}
      />
      <PaymentsTable
        id="payments-refunds-due"
        text={S.refundsDue}
        caption={T.captionNow(S.refundsDue.heading)}
        section={view.refundsDue}
        rowKey={(row) => `${row.reason}-${row.returnId ?? row.orderId}`}
        columns={[
          {
            title: C.reason,
            cell: (row) => (
              <>
                {T.dueReasons[row.reason]}
                {row.item && <span className="d-block small">{T.returnedItem(row.item)}</span>}
              </>
            ),
          },
          { title: C.since, cell: (row) => formatIstDateTime(row.since) },
        ]}
      />
    </>
  );
}
