import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { ROUTES, recordPath } from '@/shared/config/routes';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/toasts';
import { usePublishEventMutation, usePublishPostMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';

export interface PublishableRecord {
  id: number;
  title: string;
  slug: string;
  published: boolean;
}

/** The public address of an event or a post. */
export const publicPathOf = (kind: 'event' | 'post', slug: string) =>
  recordPath(kind === 'event' ? ROUTES.event : ROUTES.blogPost, slug);

/**
 * Above an event's or post's editor: whether it is on the site (a draft says it is not), Publish
 * or Unpublish (each confirmed, naming what the public then sees) and Preview (the public page's
 * look, for staff only).
 */
export function PublishBar({
  kind,
  record,
  previewHref,
}: {
  kind: 'event' | 'post';
  record: PublishableRecord;
  previewHref: string;
}) {
  const toast = useToast();
  const [publishEvent, eventState] = usePublishEventMutation();
  const [publishPost, postState] = usePublishPostMutation();
  const [asking, setAsking] = useState(false);
  const busy = eventState.isLoading || postState.isLoading;
  const path = publicPathOf(kind, record.slug);
  const next = !record.published;

  const confirm = async () => {
    try {
      const change = { id: record.id, published: next };
      await (kind === 'event' ? publishEvent(change) : publishPost(change)).unwrap();
      toast.success(next ? T.publishedNow(path) : T.unpublishedNow);
    } catch (error) {
      toast.error(errorMessage(error, T.saveFailed));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section
      aria-label={T.publishStatus}
      className={`alert ${record.published ? 'alert-success' : 'alert-warning'} d-flex flex-wrap align-items-center gap-2`}
    >
      <p className="mb-0 flex-grow-1 fw-semibold" role="status">
        {record.published ? T.publishedAt(path) : T.savedDraft}
      </p>
      <Link className="btn btn-outline-secondary btn-sm" to={previewHref}>
        {T.preview}
      </Link>
      <Button
        size="sm"
        variant={record.published ? 'outline-danger' : 'primary'}
        onClick={() => setAsking(true)}
        disabled={busy}
      >
        {record.published ? T.unpublish : T.publish}
      </Button>
      <ConfirmDialog
        show={asking}
        title={record.published ? T.unpublishTitle : T.publishTitle}
        confirmLabel={record.published ? T.unpublish : T.publish}
        cancelLabel={T.cancel}
        variant={record.published ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {record.published ? T.unpublishConfirm(record.title, path) : T.publishConfirm(record.title, path)}
      </ConfirmDialog>
    </section>
  );
}
