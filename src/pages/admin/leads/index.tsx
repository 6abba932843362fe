import { NavLink, useLocation, useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { LEADS_TEXT, LeadBoard, LeadList, LeadView } from '@/features/leads-admin';
import { LeadProposals } from '@/features/proposal-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const crumbs = [
  { label: 'Admin', to: ROUTES.adminDashboard },
  { label: LEADS_TEXT.title, to: ROUTES.adminLeads },
];

/** /admin/leads (the list), /admin/leads/board (the board by stage) and /admin/leads/:id (one lead). */
export default function AdminLeadsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();

  if (id !== undefined) {
    const leadId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
    return (
      <>
        <PageMeta {...PAGE_META.adminLeads} />
        <AdminBreadcrumb items={[...crumbs, { label: `#${id}` }]} />
        {leadId ? (
          <LeadView id={leadId} proposals={(lead) => <LeadProposals leadId={lead.id} />} />
        ) : (
          <p role="alert">{LEADS_TEXT.leadFailed}</p>
        )}
      </>
    );
  }
  const board = pathname === ROUTES.adminLeadsBoard;
  return (
    <>
      <PageMeta {...PAGE_META.adminLeads} />
      <AdminBreadcrumb items={[crumbs[0], { label: LEADS_TEXT.title }]} />
      <h1 className="h3 mb-3">{LEADS_TEXT.title}</h1>
      <nav aria-label={LEADS_TEXT.views} className="mb-3">
        <ul className="nav nav-pills">
          <li className="nav-item">
            <NavLink to={ROUTES.adminLeads} end className="nav-link">
              {LEADS_TEXT.listTab}
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={ROUTES.adminLeadsBoard} className="nav-link">
              {LEADS_TEXT.boardTab}
            </NavLink>
          </li>
        </ul>
      </nav>
      {board ? <LeadBoard /> : <LeadList />}
    </>
  );
}
