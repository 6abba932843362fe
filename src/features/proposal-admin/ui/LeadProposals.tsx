import { Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { formatInr } from '@/shared/lib/formatInr';
import { useProposalAdminListForLeadQuery } from '../api/proposalAdminApi';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';

/** A lead's proposals (on the lead's page), each linking to its builder, and Write a proposal. */
export function LeadProposals({ leadId }: { leadId: number }) {
  const { data: proposals, isLoading } = useProposalAdminListForLeadQuery(leadId);
  return (
    <>
      <h2 className="h5">{T.leadProposals}</h2>
      {!isLoading && proposals?.length === 0 && <p className="small">{T.leadNoProposals}</p>}
      {proposals && proposals.length > 0 && (
        <ul className="small">
          {proposals.map((proposal) => (
            <li key={proposal.id}>
              <Link to={ROUTES.adminProposal.replace(':id', String(proposal.id))}>
                {T.leadProposalRow(proposal.number, T.statuses[proposal.status], formatInr(proposal.totalPaise / 100))}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={`${ROUTES.adminProposalNew}?lead=${leadId}`} className="btn btn-outline-primary btn-sm">
        {T.leadNewProposal}
      </Link>
    </>
  );
}
