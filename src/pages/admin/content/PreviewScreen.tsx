import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CONTENT_ADMIN_TEXT as T } from '@/features/content-admin';
import { PageMeta } from '@/shared/ui/PageMeta';
import { idOf, Loaded } from './ContentScreen';

/**
 * `/admin/<kind>/:id/preview`: a record as its public page will show it (the same article), drafts
 * included, for staff only (behind the admin guard; the record comes from the admin API). A banner
 * says whether it is on the site, with the way back to the editor.
 */
export function previewScreen<Item extends { title: string; published: boolean }>(spec: {
  listHref: string;
  useRecord: (
    id: number,
    options: { skip: boolean },
  ) => { data?: Item; isLoading: boolean; error?: unknown; refetch: () => unknown };
  article: (record: Item) => ReactNode;
}) {
  return function PreviewScreen() {
    const id = idOf(useParams().id);
    const query = spec.useRecord(id, { skip: Number.isNaN(id) });
    if (Number.isNaN(id)) return <Navigate to={spec.listHref} replace />;
    return (
      <Loaded query={query}>
        {(record) => (
          <>
            <PageMeta title={`${T.preview}: ${record.title}`} description={T.previewHint} />
            <div
              className={`alert ${record.published ? 'alert-success' : 'alert-warning'} d-flex flex-wrap gap-2 align-items-center`}
            >
              <p className="mb-0 flex-grow-1 fw-semibold">
                {record.published ? T.previewPublishedBanner : T.previewBanner}
              </p>
              <Link className="btn btn-sm btn-outline-secondary" to={`${spec.listHref}/${id}`}>
                {T.backToEditor}
              </Link>
            </div>
            {spec.article(record)}
          </>
        )}
      </Loaded>
    );
  };
}
