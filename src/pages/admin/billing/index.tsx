import * as PAGE_META from '@/content/pageMeta';
import { BILLING_ADMIN_TEXT, SellerProfileForm, TaxDocumentsSection } from '@/features/billing-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** /admin/billing: the month's tax documents and GSTR-1 export, and the seller's details they print. */
export default function AdminBillingPage() {
  return (
    <>
      <PageMeta {...PAGE_META.adminBilling} />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: BILLING_ADMIN_TEXT.title }]} />
      <h1 className="h3 mb-3">{BILLING_ADMIN_TEXT.title}</h1>
      <TaxDocumentsSection />
      <SellerProfileForm />
    </>
  );
}
