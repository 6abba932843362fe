import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { AdminReturnRequest } from '@/shared/contract/orderReturn';
import { RETURN_REQUEST_STATUSES } from '@/shared/config/shop';
import { ROUTES } from '@/shared/config/routes';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { useListReturnRequestsQuery } from '../api/returnsAdminApi';
import { RETURNS_ADMIN_TEXT as T } from '../model/text';

export const returnRequestPath = (id: number) => ROUTES.adminReturn.replace(':id', String(id));
const AGES = [3, 7, 14, 30] as const;

const columns: Array<DataTableColumn<AdminReturnRequest>> = [
  {
    key: 'createdAt',
    header: T.columns.requested,
    cell: (request) => formatIstDateTime(request.createdAt),
    className: 'text-nowrap',
  },
  {
    key: 'order',
    header: T.columns.order,
    cell: (request) => (
      <Link to={ROUTES.adminOrder.replace(':id', String(request.orderId))}>{request.orderNumber}</Link>
    ),
  },
  {
    key: 'customer',
    header: T.columns.customer,
    cell: (request) => (
      <>
        {request.customerName}
        <div className="small text-body-secondary text-break">{request.customerEmail}</div>
      </>
    ),
  },
  {
    key: 'items',
    header: T.columns.items,
    cell: (request) => request.items.map((item) => `${item.name} × ${item.quantity}`).join(', '),
  },
  {
    key: 'status',
    header: T.columns.status,
    cell: (request) => (
      <>
        {T.statusLabel[request.status]}
        <div>
          <Link to={returnRequestPath(request.id)} className="small">
            {T.review(request.id)}
          </Link>
        </div>
      </>
    ),
  },
];

type Filter = 'status' | 'olderThanDays';

/** /admin/returns: return requests, oldest first, filtered by status, age and order number. */
export function ReturnQueue() {
  const list = useListParams<Filter>('admin-returns', {
    sort: 'createdAt',
    order: 'asc',
    limit: 20,
    filters: ['status', 'olderThanDays'],
  });
  const { data, isLoading, isFetching, error } = useListReturnRequestsQuery(list.queryArgs);
  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-lg-4">
          <ListSearch value={list.q} onSearch={list.setQ} label={T.search} hint={T.searchHint} />
        </div>
        <div className="col-6 col-lg-3">
          <ListFilter
            label={T.statusFilter}
            allLabel={T.allStatuses}
            value={list.filters.status}
            onChange={(value) => list.setFilter('status', value)}
            options={RETURN_REQUEST_STATUSES.map((value) => ({ value, label: T.statusLabel[value] }))}
          />
        </div>
        <div className="col-6 col-lg-3">
          <ListFilter
            label={T.ageFilter}
            allLabel={T.anyAge}
            value={list.filters.olderThanDays}
            onChange={(value) => list.setFilter('olderThanDays', value)}
            options={AGES.map((days) => ({ value: String(days), label: T.olderThan(days) }))}
          />
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
        rowKey={(request) => request.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={T.empty}
      />
    </>
  );
}
