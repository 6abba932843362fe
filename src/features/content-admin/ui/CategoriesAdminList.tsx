import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { AdminCategory } from '@/shared/contract/category';
import { DataTable, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { useAdminCategoriesQuery, useDeleteCategoryMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { useDeleteWithConfirm } from './useDeleteWithConfirm';

/** The shop's categories: search, sort, paging; edit, delete (refused with the reason while products use one). */
export function CategoriesAdminList({ editHref }: { editHref: (id: number, listHref: string) => string }) {
  const list = useListParams('admin-categories', { sort: 'name', order: 'asc' });
  const { data, isFetching, error, refetch } = useAdminCategoriesQuery(list.queryArgs);
  const [remove] = useDeleteCategoryMutation();
  const deletion = useDeleteWithConfirm((id) => remove(id).unwrap());

  const columns: Array<DataTableColumn<AdminCategory>> = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      cell: (c) => <Link to={editHref(c.id, list.listHref)}>{c.name}</Link>,
    },
    { key: 'slug', header: 'Slug', sortable: true, cell: (c) => <code>{c.slug}</code> },
    { key: 'productCount', header: 'Products', sortable: true, cell: (c) => T.productCount(c.productCount) },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <ListSearch value={list.q} onSearch={list.setQ} hint={T.categories.searchHint} />
      </div>
      {error && <ErrorBanner message={errorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />}
      <DataTable
        caption={T.categories.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(c) => c.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isFetching}
        emptyMessage={T.categories.empty}
        actions={(c) => (
          <div className="d-flex flex-wrap gap-1">
            <Link
              className="btn btn-sm btn-outline-primary"
              to={editHref(c.id, list.listHref)}
              aria-label={`${T.edit} ${c.name}`}
            >
              {T.edit}
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => deletion.ask(c.id, c.name)}
              aria-label={`${T.delete} ${c.name}`}
            >
              {T.delete}
            </button>
          </div>
        )}
      />
      {deletion.dialog}
    </>
  );
}
