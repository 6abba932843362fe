import { useParams, useSearchParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { PROPOSAL_ADMIN_TEXT, ProposalBuilder, ProposalEditor, ProposalList } from '@/features/proposal-admin';
import { useGetLeadQuery } from '@/features/leads-admin';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

const crumbs = [
  { label: 'Admin', to: ROUTES.adminDashboard },
  { label: PROPOSAL_ADMIN_TEXT.title, to: ROUTES.adminProposals },
];

/** `?lead=<id>`: the lead the new proposal answers. */
const leadOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The builder of a new proposal, its client filled in from the lead once it has loaded. */
function NewProposal({ leadId }: { leadId: number | null }) {
  const { data: lead, isLoading } = useGetLeadQuery(leadId ?? 0, { skip: leadId === null });
  if (isLoading) return <PageLoader />;
  const client = lead && { name: lead.name, email: lead.email, phone: lead.phone, eventDate: lead.eventDate };
  return <ProposalBuilder key={lead?.id ?? 'none'} leadId={leadId} client={client} />;
}

/** /admin/proposals (the list), /admin/proposals/new (the builder) and /admin/proposals/:id (one proposal). */
export default function AdminProposalsPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id === undefined) {
    return (
      <>
        <PageMeta {...PAGE_META.adminProposals} />
        <AdminBreadcrumb items={[crumbs[0], { label: PROPOSAL_ADMIN_TEXT.title }]} />
        <h1 className="h3 mb-3">{PROPOSAL_ADMIN_TEXT.title}</h1>
        <ProposalList />
      </>
    );
  }
  if (id === 'new') {
    return (
      <>
        <PageMeta {...PAGE_META.adminProposals} />
        <AdminBreadcrumb items={[...crumbs, { label: PROPOSAL_ADMIN_TEXT.newTitle }]} />
        <h1 className="h3 mb-3">{PROPOSAL_ADMIN_TEXT.newTitle}</h1>
        <NewProposal leadId={leadOf(search.get('lead'))} />
      </>
    );
  }
  const valid = /^[1-9]\d{0,9}$/.test(id);
  return (
    <>
      <PageMeta {...PAGE_META.adminProposals} />
      <AdminBreadcrumb items={[...crumbs, { label: `#${id}` }]} />
      {valid ? <ProposalEditor id={Number(id)} /> : <p role="alert">{PROPOSAL_ADMIN_TEXT.invalidId}</p>}
    </>
  );
}
