import type { AdminBlogPost } from '@/shared/contract/blogPost';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { useAdminPostsQuery, useDeletePostMutation, usePublishPostMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { PublishableList } from './PublishableList';

const COLUMNS: Array<DataTableColumn<AdminBlogPost>> = [
  { key: 'type', header: 'Type', sortable: true, cell: (p) => p.type },
  { key: 'author', header: 'Author', sortable: true, cell: (p) => p.author },
  { key: 'date', header: 'Date', sortable: true, cell: (p) => formatDisplayDate(p.date) },
];

/** The blog posts table: search, status filter, sort, paging (kept in the URL); edit, publish, delete. */
export function PostsAdminList({ editHref }: { editHref: (id: number, listHref: string) => string }) {
  const [publish] = usePublishPostMutation();
  const [remove] = useDeletePostMutation();
  return (
    <PublishableList
      kind="post"
      listKey="admin-blog"
      editHref={editHref}
      useRows={useAdminPostsQuery}
      publish={(change) => publish(change).unwrap()}
      remove={(id) => remove(id).unwrap()}
      columns={COLUMNS}
      text={T.blog}
    />
  );
}
