import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { AdminBlogPost } from '@/shared/contract/blogPost';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { DataTable, ListFilter, ListSearch, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { useToast } from '@/shared/ui/toasts';
import { useAdminPostsQuery, useDeletePostMutation, usePublishPostMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { PUBLISHED_OPTIONS, StatusBadge } from './StatusBadge';
import { useDeleteWithConfirm } from './useDeleteWithConfirm';

/** The blog posts table: search, status filter, sort, paging (kept in the URL); edit, publish, delete. */
export function PostsAdminList({ editHref }: { editHref: (id: number, listHref: string) => string }) {
  const list = useListParams('admin-blog', { sort: 'date', order: 'desc', filters: ['published'] as const });
  const { data, isFetching, error, refetch } = useAdminPostsQuery(list.queryArgs);
  const [publish] = usePublishPostMutation();
  const [remove] = useDeletePostMutation();
  const toast = useToast();
  const deletion = useDeleteWithConfirm((id) => remove(id).unwrap());

  const togglePublished = async (post: AdminBlogPost) => {
    try {
      await publish({ id: post.id, published: !post.published }).unwrap();
      toast.success(T.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, T.saveFailed));
    }
  };

  const columns: Array<DataTableColumn<AdminBlogPost>> = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      cell: (p) => <Link to={editHref(p.id, list.listHref)}>{p.title}</Link>,
    },
    { key: 'type', header: 'Type', sortable: true, cell: (p) => p.type },
    { key: 'author', header: 'Author', sortable: true, cell: (p) => p.author },
    { key: 'date', header: 'Date', sortable: true, cell: (p) => formatDisplayDate(p.date) },
    { key: 'published', header: 'Status', sortable: true, cell: (p) => <StatusBadge on={p.published} /> },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <ListSearch value={list.q} onSearch={list.setQ} hint={T.blog.searchHint} />
        <ListFilter
          label={T.statusFilter}
          value={list.filters.published}
          options={PUBLISHED_OPTIONS}
          onChange={(value) => list.setFilter('published', value)}
        />
      </div>
      {error && <ErrorBanner message={errorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />}
      <DataTable
        caption={T.blog.caption}
        captionHidden
        columns={columns}
        rows={data?.items}
        rowKey={(p) => p.id}
        total={data?.total ?? 0}
        list={list}
        isLoading={isFetching}
        emptyMessage={T.blog.empty}
        actions={(p) => (
          <div className="d-flex flex-wrap gap-1">
            <Link
              className="btn btn-sm btn-outline-primary"
              to={editHref(p.id, list.listHref)}
              aria-label={`${T.edit} ${p.title}`}
            >
              {T.edit}
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => void togglePublished(p)}
              aria-label={`${p.published ? T.unpublish : T.publish} ${p.title}`}
            >
              {p.published ? T.unpublish : T.publish}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => deletion.ask(p.id, p.title)}
              aria-label={`${T.delete} ${p.title}`}
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
