import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { AdminCustomer } from '@/shared/contract/adminCustomer';
import { ROUTES } from '@/shared/config/routes';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { DataTable, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { useListAdminCustomersQuery } from '../api/customerAdminApi';
import { CUSTOMER_ADMIN_TEXT as T } from '../model/text';

export const adminCustomerPath = (id: number) => ROUTES.adminCustomer.replace(':id', String(id));

const columns: Array<DataTableColumn<AdminCustomer>> = [
  {
    key: 'lastName',
    header: T.columns.name,
    sortable: true,
    cell: (customer) => (
      <Link to={adminCustomerPath(customer.id)}>
        {customer.firstName} {customer.lastName}
      </Link>
    ),
  },
  {
    key: 'email',
    header: T.columns.email,
    sortable: true,
    cell: (customer) => customer.email,
    className: 'text-break',
  },
  { key: 'phone', header: T.columns.phone, cell: (customer) => customer.phone || T.noPhone },
  {
    key: 'createdAt',
    header: T.columns.since,
    sortable: true,
    cell: (customer) => formatIstDateTime(customer.createdAt),
    className: 'text-nowrap',
  },
];

/** /admin/customers: customer accounts, searched by name, e-mail or phone, each leading to its record. */
export function CustomerList() {
  const list = useListParams('admin-customers', { sort: 'createdAt', order: 'desc', limit: 20 });
  const { data, isLoading, isFetching, error } = useListAdminCustomersQuery(list.queryArgs);
  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-lg-6">
          <ListSearch value={list.q} onSearch={list.setQ} label={T.search} hint={T.searchHint} />
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
        rowKey={(customer) => customer.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isLoading || isFetching}
        emptyMessage={T.empty}
      />
    </>
  );
}
