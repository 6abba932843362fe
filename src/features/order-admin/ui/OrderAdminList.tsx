import { Link } from 'react-router';
import { ORDER_PARTS_TEXT, OrderStatus } from '@/features/orders';
import { errorMessage } from '@/shared/api';
import type { AdminOrderSummary } from '@/shared/contract/adminOrder';
import { ADMIN_ORDER_RETURN_FILTERS, ADMIN_ORDER_STATUSES, ADMIN_PAYMENT_STATUSES } from '@/shared/config/backOffice';
import { ROUTES } from '@/shared/config/routes';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { formatInr } from '@/shared/lib/formatInr';
import {
  DataTable,
  ListDateFilter,
  ListFilter,
  ListSearch,
  useListParams,
  type DataTableColumn,
} from '@/shared/ui/data-table';
import { useListAdminOrdersQuery } from '../api/orderAdminApi';
import { ORDER_ADMIN_TEXT as T, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../model/text';

export const adminOrderPath = (order: Pick<AdminOrderSummary, 'id'>) =>
  ROUTES.adminOrder.replace(':id', String(order.id));

const columns: Array<DataTableColumn<AdminOrderSummary>> = [
  {
    key: 'createdAt',
    header: T.columns.placed,
    sortable: true,
    cell: (order) => formatIstDateTime(order.orderDate),
    className: 'text-nowrap',
  },
  {
    key: 'number',
    header: T.columns.number,
    sortable: true,
    cell: (order) => (
      <>
        <Link to={adminOrderPath(order)}>{order.orderNumber}</Link>
        <div className="small text-body-secondary">{ORDER_PARTS_TEXT.itemCount(order.itemCount)}</div>
      </>
    ),
  },
  {
    key: 'customer',
    header: T.columns.customer,
    cell: (order) => (
      <>
        {order.customerName}
        <div className="small text-body-secondary text-break">{order.customerEmail}</div>
        <div className="small text-body-secondary">{order.customerPhone}</div>
      </>
    ),
  },
  { key: 'status', header: T.columns.status, cell: (order) => <OrderStatus status={order.status} labelled={false} /> },
  {
    key: 'payment',
    header: T.columns.payment,
    cell: (order) =>
      `${ORDER_PARTS_TEXT.paymentMethod[order.paymentMethod]}: ${PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}`,
  },
  {
    key: 'total',
    header: T.columns.total,
    sortable: true,
    cell: (order) => formatInr(order.totalAmount),
    className: 'text-nowrap',
  },
];

type Filter = 'status' | 'paymentStatus' | 'returns' | 'from' | 'to';

/** /admin/orders: every order, searchable and filtered by status, payment, open return requests and the day it was placed. */
export function OrderAdminList() {
  const list = useListParams<Filter>('admin-orders', {
    sort: 'createdAt',
    order: 'desc',
    limit: 20,
    filters: ['status', 'paymentStatus', 'returns', 'from', 'to'],
  });
  const { data, isLoading, isFetching, error } = useListAdminOrdersQuery(list.queryArgs);

  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-xl-4">
          <ListSearch value={list.q} onSearch={list.setQ} label={T.search} hint={T.searchHint} />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <ListFilter
            label={T.statusFilter}
            allLabel={T.allStatuses}
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={ADMIN_ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
          />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <ListFilter
            label={T.paymentFilter}
            allLabel={T.allPayments}
            value={list.filters.paymentStatus}
            onChange={(v) => list.setFilter('paymentStatus', v)}
            options={ADMIN_PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }))}
          />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <ListFilter
            label={T.returnsFilter}
            allLabel={T.anyReturns}
            value={list.filters.returns}
            onChange={(v) => list.setFilter('returns', v)}
            options={ADMIN_ORDER_RETURN_FILTERS.map((value) => ({ value, label: T.openReturns }))}
          />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <ListDateFilter label={T.fromFilter} value={list.filters.from} onChange={(v) => list.setFilter('from', v)} />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <ListDateFilter label={T.toFilter} value={list.filters.to} onChange={(v) => list.setFilter('to', v)} />
        </div>
      </div>
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, T.loadFailed)}
        </p>
      )}
      <DataTable
        caption={T.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(order) => order.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={T.empty}
      />
    </>
  );
}
