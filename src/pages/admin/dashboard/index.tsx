import * as PAGE_META from '@/content/pageMeta';
import { DASHBOARD_TEXT, DashboardFigures } from '@/features/dashboard-admin';
import { ORDER_STATUS_LABELS } from '@/features/order-admin';
import { PageMeta } from '@/shared/ui/PageMeta';

/** /admin/dashboard: the shop's real figures over a period of IST days, each linking to its list. */
export default function AdminDashboardPage() {
  return (
    <>
      <PageMeta {...PAGE_META.adminDashboard} />
      <h1 className="h3 mb-3">{DASHBOARD_TEXT.title}</h1>
      <DashboardFigures statusLabels={ORDER_STATUS_LABELS} />
    </>
  );
}
