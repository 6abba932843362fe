import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** The frame of a back-office content screen: title, breadcrumb, an action link, the content in a card. */
export function ContentScreen(props: {
  title: string;
  group: string;
  listTitle?: string;
  listHref?: string;
  action?: { to: string; label: string };
  children: ReactNode;
}) {
  const { title, group, listTitle, listHref, action, children } = props;
  const crumbs = [
    { label: 'Admin', to: ROUTES.adminDashboard },
    { label: group },
    ...(listTitle && listHref ? [{ label: listTitle, to: listHref }] : []),
    { label: title },
  ];
  return (
    <>
      <PageMeta title={title} description={`${group}: ${title}`} />
      <AdminBreadcrumb items={crumbs} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{title}</h1>
        {action && (
          <Link className="btn btn-primary" to={action.to}>
            {action.label}
          </Link>
        )}
      </div>
      <Card className="shadow-sm">
        <Card.Body>{children}</Card.Body>
      </Card>
    </>
  );
}

/** An editor's record: a spinner while it loads, the error with a retry, else the form. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T; isLoading: boolean; error?: unknown; refetch: () => unknown };
  children: (record: T) => ReactNode;
}) {
  if (query.isLoading) return <PageLoader />;
  if (query.error || !query.data)
    return (
      <ErrorBanner
        message={errorMessage(query.error, 'This record could not be loaded.')}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

/** The record id of an editor route (`/admin/events/12`), or NaN. */
export const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : Number.NaN);
