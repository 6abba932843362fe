import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { RETURNS_ADMIN_TEXT, ReturnQueue, ReturnRequestPanel } from '@/features/returns-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const crumbs = [
  { label: 'Admin', to: ROUTES.adminDashboard },
  { label: RETURNS_ADMIN_TEXT.title, to: ROUTES.adminReturns },
];

/** /admin/returns (the queue) and /admin/returns/:id (one request). */
export default function AdminReturnsPage() {
  const { id } = useParams();
  if (id !== undefined) {
    const valid = /^[1-9]\d{0,9}$/.test(id);
    return (
      <>
        <PageMeta {...PAGE_META.adminReturns} />
        <AdminBreadcrumb items={[...crumbs, { label: `#${id}` }]} />
        {valid ? <ReturnRequestPanel id={Number(id)} /> : <p role="alert">{RETURNS_ADMIN_TEXT.requestFailed}</p>}
      </>
    );
  }
  return (
    <>
      <PageMeta {...PAGE_META.adminReturns} />
      <AdminBreadcrumb items={[crumbs[0], { label: RETURNS_ADMIN_TEXT.title }]} />
      <h1 className="h3 mb-3">{RETURNS_ADMIN_TEXT.title}</h1>
      <ReturnQueue />
    </>
  );
}
