import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { ORDER_ADMIN_TEXT, OrderAdminList, OrderAdminView } from '@/features/order-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const crumbs = [
  { label: 'Admin', to: ROUTES.adminDashboard },
  { label: ORDER_ADMIN_TEXT.title, to: ROUTES.adminOrders },
];

/** /admin/orders (the list) and /admin/orders/:id (one order). */
export default function AdminOrdersPage() {
  const { id } = useParams();
  if (id !== undefined) {
    const valid = /^[1-9]\d{0,9}$/.test(id);
    return (
      <>
        <PageMeta {...PAGE_META.adminOrders} />
        <AdminBreadcrumb items={[...crumbs, { label: `#${id}` }]} />
        {valid ? <OrderAdminView id={Number(id)} /> : <p role="alert">{ORDER_ADMIN_TEXT.orderFailed}</p>}
      </>
    );
  }
  return (
    <>
      <PageMeta {...PAGE_META.adminOrders} />
      <AdminBreadcrumb items={[crumbs[0], { label: ORDER_ADMIN_TEXT.title }]} />
      <h1 className="h3 mb-3">{ORDER_ADMIN_TEXT.title}</h1>
      <OrderAdminList />
    </>
  );
}
