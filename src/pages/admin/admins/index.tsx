import * as PAGE_META from '@/content/pageMeta';
import { ADMIN_ACCOUNTS_TEXT, AdminAccountList } from '@/features/admin-accounts';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** /admin/admins: approving self-registered admins (the CLI `npm run admin:approve` is for the first one). */
export default function AdminAccountsPage() {
  return (
    <>
      <PageMeta {...PAGE_META.adminAdmins} />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: ADMIN_ACCOUNTS_TEXT.title }]} />
      <h1 className="h3 mb-3">{ADMIN_ACCOUNTS_TEXT.title}</h1>
      <AdminAccountList />
    </>
  );
}
