import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { INBOX_TEXT, InboxItemView, InboxList } from '@/features/inbox';
import { InboxLeadAction } from '@/features/leads-admin';
import { INBOX_TYPES, type InboxType } from '@/shared/config/backOffice';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const crumbs = [
  { label: 'Admin', to: ROUTES.adminDashboard },
  { label: INBOX_TEXT.title, to: ROUTES.adminInbox },
];

/** /admin/inbox (the list) and /admin/inbox/:type/:id (one item, with its lead or the "Event enquiry" button). */
export default function AdminInboxPage() {
  const { type, id } = useParams();
  const item =
    type && (INBOX_TYPES as readonly string[]).includes(type) && id && /^[1-9]\d{0,9}$/.test(id)
      ? { type: type as InboxType, id: Number(id) }
      : undefined;

  if (type !== undefined) {
    return (
      <>
        <PageMeta {...PAGE_META.adminInbox} />
        <AdminBreadcrumb items={[...crumbs, { label: item ? `${item.type} ${item.id}` : '?' }]} />
        {item ? (
          <InboxItemView type={item.type} id={item.id}>
            <InboxLeadAction source={item.type} id={item.id} />
          </InboxItemView>
        ) : (
          <p role="alert">{INBOX_TEXT.itemFailed}</p>
        )}
      </>
    );
  }
  return (
    <>
      <PageMeta {...PAGE_META.adminInbox} />
      <AdminBreadcrumb items={[crumbs[0], { label: INBOX_TEXT.title }]} />
      <h1 className="h3 mb-3">{INBOX_TEXT.title}</h1>
      <InboxList />
    </>
  );
}
