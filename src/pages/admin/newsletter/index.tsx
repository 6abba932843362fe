import * as PAGE_META from '@/content/pageMeta';
import { SUBSCRIBERS_TEXT, SubscriberList } from '@/features/newsletter-subscribers';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** /admin/newsletter: the newsletter's subscribers. */
export default function AdminNewsletterPage() {
  return (
    <>
      <PageMeta {...PAGE_META.adminNewsletter} />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: SUBSCRIBERS_TEXT.title }]} />
      <h1 className="h3 mb-3">{SUBSCRIBERS_TEXT.title}</h1>
      <SubscriberList />
    </>
  );
}
