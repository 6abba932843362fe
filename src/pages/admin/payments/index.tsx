import * as PAGE_META from '@/content/pageMeta';
import { PAYMENTS_ADMIN_TEXT, PaymentsOverview } from '@/features/payments-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** /admin/payments: the accountant's month of payments, lapses and refunds, and what is awaited and owed now. */
export default function AdminPaymentsPage() {
  return (
    <>
      <PageMeta {...PAGE_META.adminPayments} />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: PAYMENTS_ADMIN_TEXT.title }]} />
      <h1 className="h3 mb-3">{PAYMENTS_ADMIN_TEXT.title}</h1>
      <PaymentsOverview />
    </>
  );
}
