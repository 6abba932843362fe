import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, type ListPage } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { useToast } from '@/shared/ui/toasts';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { publicPathOf } from './PublishBar';
import { PUBLISHED_OPTIONS, StatusBadge } from './StatusBadge';
import { useDeleteWithConfirm } from './useDeleteWithConfirm';

/** What the events and blog posts tables share: a titled row that can be published. */
export interface PublishableRow {
  id: number;
  title: string;
  slug: string;
  published: boolean;
}

interface PublishableListProps<Row extends PublishableRow> {
  /** What the rows are, for their public address in the publish confirmation. */
  kind: 'event' | 'post';
  /** Key under which the list keeps its search, filter, sort and page in the URL. */
  listKey: string;
  editHref: (id: number, listHref: string) => string;
  useRows: (args: Record<string, string | number>) => {
    data?: ListPage<Row>;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  publish: (change: { id: number; published: boolean }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** The columns between Title and Status. */
  columns: Array<DataTableColumn<Row>>;
  text: { searchHint: string; caption: string; empty: string };
}

/**
 * A table of publishable content: search, status filter, sort, paging (kept in the URL); edit,
 * publish and unpublish (each confirmed with the editor's texts, naming the public address), delete.
 */
export function PublishableList<Row extends PublishableRow>(props: PublishableListProps<Row>) {
  const { editHref, text } = props;
  const list = useListParams(props.listKey, { sort: 'date', order: 'desc', filters: ['published'] as const });
  const { data, isFetching, error, refetch } = props.useRows(list.queryArgs);
  const toast = useToast();
  const deletion = useDeleteWithConfirm(props.remove);
  const [asking, setAsking] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const togglePublished = async (row: Row) => {
    const path = publicPathOf(props.kind, row.slug);
    setBusy(true);
    try {
      await props.publish({ id: row.id, published: !row.published });
      toast.success(row.published ? T.unpublishedNow : T.publishedNow(path));
    } catch (failure) {
      toast.error(errorMessage(failure, T.saveFailed));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const askedPath = asking ? publicPathOf(props.kind, asking.slug) : '';

  const columns: Array<DataTableColumn<Row>> = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      cell: (row) => <Link to={editHref(row.id, list.listHref)}>{row.title}</Link>,
    },
    ...props.columns,
    { key: 'published', header: 'Status', sortable: true, cell: (row) => <StatusBadge on={row.published} /> },
  ];

  const actions = (row: Row): ReactNode => (
    <div className="d-flex flex-wrap gap-1">
      <Link
        className="btn btn-sm btn-outline-primary"
        to={editHref(row.id, list.listHref)}
        aria-label={`${T.edit} ${row.title}`}
      >
        {T.edit}
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => setAsking(row)}
        aria-label={`${row.published ? T.unpublish : T.publish} ${row.title}`}
      >
        {row.published ? T.unpublish : T.publish}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => deletion.ask(row.id, row.title)}
        aria-label={`${T.delete} ${row.title}`}
      >
        {T.delete}
      </button>
    </div>
  );

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <ListSearch value={list.q} onSearch={list.setQ} hint={text.searchHint} />
        <ListFilter
          label={T.statusFilter}
          value={list.filters.published}
          options={PUBLISHED_OPTIONS}
          onChange={(value) => list.setFilter('published', value)}
        />
      </div>
      {error ? <ErrorBanner message={errorMessage(error, T.loadFailed)} onRetry={() => void refetch()} /> : null}
      <DataTable
        caption={text.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isFetching}
        emptyMessage={text.empty}
        actions={actions}
      />
      {deletion.dialog}
      <ConfirmDialog
        show={asking !== null}
        title={asking?.published ? T.unpublishTitle : T.publishTitle}
        confirmLabel={asking?.published ? T.unpublish : T.publish}
        cancelLabel={T.cancel}
        variant={asking?.published ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => asking && void togglePublished(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking &&
          (asking.published ? T.unpublishConfirm(asking.title, askedPath) : T.publishConfirm(asking.title, askedPath))}
      </ConfirmDialog>
    </>
  );
}
