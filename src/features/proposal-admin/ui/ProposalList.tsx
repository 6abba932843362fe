import { useState } from 'react';
import { Link } from 'react-router';
import { screenErrorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { PROPOSAL_STATUSES, type ProposalStatus } from '@/shared/contract/proposal';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { formatInr } from '@/shared/lib/formatInr';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useProposalAdminListQuery } from '../api/proposalAdminApi';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';

/** The proposals, newest change first, filtered by status. */
export function ProposalList() {
  const [status, setStatus] = useState<ProposalStatus | ''>('');
  const { data: rows, error, isLoading, refetch } = useProposalAdminListQuery(status);
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <div>
          <label htmlFor="proposal-status" className="form-label">
            {T.statusFilter}
          </label>
          <select
            id="proposal-status"
            className="form-select"
            value={status}
            onChange={(event) => setStatus(event.target.value as ProposalStatus | '')}
          >
            <option value="">{T.allStatuses}</option>
            {PROPOSAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {T.statuses[value]}
              </option>
            ))}
          </select>
        </div>
        <Link to={ROUTES.adminProposalNew} className="btn btn-primary">
          {T.newProposal}
        </Link>
      </div>
      {isLoading && <PageLoader />}
      {error && <ErrorBanner message={screenErrorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />}
      {rows && rows.length === 0 && <p>{T.empty}</p>}
      {rows && rows.length > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={T.title}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{T.columns.number}</th>
                <th scope="col">{T.columns.client}</th>
                <th scope="col">{T.columns.eventDate}</th>
                <th scope="col" className="text-end">
                  {T.columns.total}
                </th>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.columns.validUntil}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={ROUTES.adminProposal.replace(':id', String(row.id))}>{row.number}</Link>
                  </td>
                  <td>{row.clientName}</td>
                  <td>{formatBookingDate(row.eventDate)}</td>
                  <td className="text-end">{formatInr(row.totalPaise / 100)}</td>
                  <td>
                    {T.statuses[row.status]} ({T.version(row.version)})
                  </td>
                  <td>{formatBookingDate(row.validUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
