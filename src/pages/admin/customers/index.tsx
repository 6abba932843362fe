import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { CUSTOMER_ADMIN_TEXT, CustomerList, CustomerView } from '@/features/customer-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const crumbs = [
  { label: 'Admin', to: ROUTES.adminDashboard },
  { label: CUSTOMER_ADMIN_TEXT.title, to: ROUTES.adminCustomers },
];

/** /admin/customers (the list) and /admin/customers/:id (one customer). */
export default function AdminCustomersPage() {
  const { id } = useParams();
  if (id !== undefined) {
    const valid = /^[1-9]\d{0,9}$/.test(id);
    return (
      <>
        <PageMeta {...PAGE_META.adminCustomers} />
        <AdminBreadcrumb items={[...crumbs, { label: `#${id}` }]} />
        {valid ? <CustomerView id={Number(id)} /> : <p role="alert">{CUSTOMER_ADMIN_TEXT.customerFailed}</p>}
      </>
    );
  }
  return (
    <>
      <PageMeta {...PAGE_META.adminCustomers} />
      <AdminBreadcrumb items={[crumbs[0], { label: CUSTOMER_ADMIN_TEXT.title }]} />
      <h1 className="h3 mb-3">{CUSTOMER_ADMIN_TEXT.title}</h1>
      <CustomerList />
    </>
  );
}
