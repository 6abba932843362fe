import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { AdminEvent } from '@/shared/contract/event';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { formatInr } from '@/shared/lib/formatInr';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { useToast } from '@/shared/ui/toasts';
import { useAdminEventsQuery, useDeleteEventMutation, usePublishEventMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { PUBLISHED_OPTIONS, StatusBadge } from './StatusBadge';
import { useDeleteWithConfirm } from './useDeleteWithConfirm';

/** The events table: search, status filter, sort, paging (kept in the URL); edit, publish, delete. */
export function EventsAdminList({ editHref }: { editHref: (id: number, listHref: string) => string }) {
  const list = useListParams('admin-events', { sort: 'date', order: 'desc', filters: ['published'] as const });
  const { data, isFetching, error, refetch } = useAdminEventsQuery(list.queryArgs);
  const [publish] = usePublishEventMutation();
  const [remove] = useDeleteEventMutation();
  const toast = useToast();
  const deletion = useDeleteWithConfirm((id) => remove(id).unwrap());

  const togglePublished = async (event: AdminEvent) => {
    try {
      await publish({ id: event.id, published: !event.published }).unwrap();
      toast.success(T.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, T.saveFailed));
    }
  };

  const columns: Array<DataTableColumn<AdminEvent>> = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      cell: (e) => <Link to={editHref(e.id, list.listHref)}>{e.title}</Link>,
    },
    { key: 'type', header: 'Type', sortable: true, cell: (e) => e.type },
    {
      key: 'date',
      header: 'Date (IST)',
      sortable: true,
      cell: (e) => (
        <>
          {formatDisplayDate(e.date)} {e.isPast && <span className="badge text-bg-secondary">{T.pastEvent}</span>}
        </>
      ),
    },
    { key: 'price', header: 'Price', sortable: true, cell: (e) => formatInr(e.price) },
    { key: 'published', header: 'Status', sortable: true, cell: (e) => <StatusBadge on={e.published} /> },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <ListSearch value={list.q} onSearch={list.setQ} hint={T.events.searchHint} />
        <ListFilter
          label={T.statusFilter}
          value={list.filters.published}
          options={PUBLISHED_OPTIONS}
          onChange={(value) => list.setFilter('published', value)}
        />
      </div>
      {error && <ErrorBanner message={errorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />}
      <DataTable
        caption={T.events.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(e) => e.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isFetching}
        emptyMessage={T.events.empty}
        actions={(e) => (
          <div className="d-flex flex-wrap gap-1">
            <Link
              className="btn btn-sm btn-outline-primary"
              to={editHref(e.id, list.listHref)}
              aria-label={`${T.edit} ${e.title}`}
            >
              {T.edit}
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => void togglePublished(e)}
              aria-label={`${e.published ? T.unpublish : T.publish} ${e.title}`}
            >
              {e.published ? T.unpublish : T.publish}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => deletion.ask(e.id, e.title)}
              aria-label={`${T.delete} ${e.title}`}
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
