import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { AdminBanner } from '@/shared/contract/banner';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';
import {
  useAdminBannersQuery,
  useDeleteBannerMutation,
  useMoveBannerMutation,
  useSetBannerActiveMutation,
} from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { StatusBadge } from './StatusBadge';
import { useDeleteWithConfirm } from './useDeleteWithConfirm';

/**
 * The hero slides in the carousel's order (a short list: no paging), as cards that stack on a
 * phone: a preview, the alt text and title, and move up/down, show/hide, edit and delete.
 */
export function BannersAdminList({ editHref }: { editHref: (id: number) => string }) {
  const { data: banners, isLoading, error, refetch } = useAdminBannersQuery();
  const [move] = useMoveBannerMutation();
  const [setActive] = useSetBannerActiveMutation();
  const [remove] = useDeleteBannerMutation();
  const toast = useToast();
  const deletion = useDeleteWithConfirm((id) => remove(id).unwrap());

  const act = async (work: Promise<unknown>) => {
    try {
      await work;
      toast.success(T.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, T.saveFailed));
    }
  };

  if (isLoading) return <PageLoader />;
  if (error) return <ErrorBanner message={errorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />;
  if (!banners?.length) return <p>{T.banners.empty}</p>;
  const name = (b: AdminBanner) => b.title || b.alt;

  return (
    <>
      <ol className="list-unstyled d-grid gap-3 mb-0" aria-label={T.banners.caption}>
        {banners.map((b, index) => (
          <li key={b.id} className="card shadow-sm">
            <div className="card-body d-flex flex-wrap gap-3 align-items-center">
              {b.type === 'image' ? (
                <img src={b.srcDesktop} alt="" width={160} height={64} className="rounded border object-fit-cover" />
              ) : (
                <span className="badge text-bg-dark">Video</span>
              )}
              <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
                <p className="fw-semibold mb-1">
                  {index + 1}. {name(b)} <StatusBadge on={b.active} onLabel={T.active} offLabel={T.inactive} />
                </p>
                <p className="small text-body-secondary mb-0">Alt: {b.alt}</p>
                {b.ctaLink && <p className="small text-body-secondary mb-0">{`${b.ctaText} → ${b.ctaLink}`}</p>}
              </div>
              <div className="d-flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={index === 0}
                  onClick={() => void act(move({ id: b.id, direction: 'up' }).unwrap())}
                  aria-label={`${T.moveUp}: ${name(b)}`}
                >
                  {T.moveUp}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={index === banners.length - 1}
                  onClick={() => void act(move({ id: b.id, direction: 'down' }).unwrap())}
                  aria-label={`${T.moveDown}: ${name(b)}`}
                >
                  {T.moveDown}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => void act(setActive({ id: b.id, active: !b.active }).unwrap())}
                  aria-label={`${b.active ? T.hide : T.show}: ${name(b)}`}
                >
                  {b.active ? T.hide : T.show}
                </button>
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={editHref(b.id)}
                  aria-label={`${T.edit}: ${name(b)}`}
                >
                  {T.edit}
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => deletion.ask(b.id, name(b))}
                  aria-label={`${T.delete}: ${name(b)}`}
                >
                  {T.delete}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {deletion.dialog}
    </>
  );
}
