import { screenErrorMessage } from '@/shared/api';
import type { ProposalTotals } from '@/shared/contract/proposal';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { proposalPdfUrl, useProposalPublicGetQuery } from '../api/proposalApi';
import { PROPOSAL_TEXT as T } from '../model/text';
import { ProposalAcceptForm } from './ProposalAcceptForm';
import { ProposalAdvanceDue } from './ProposalAdvanceDue';

const rupees = (paise: number) => formatInr(paise / 100);

/** The client's proposal: the version they were sent, its PDF, and Accept (or who accepted it and the advance due). */
export function ProposalView({ token }: { token: string }) {
  const { data: proposal, error, isLoading, refetch } = useProposalPublicGetQuery(token);
  if (isLoading) return <PageLoader />;
  if (!proposal)
    return <ErrorBanner message={screenErrorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />;
  const { content, acceptance } = proposal;
  const acceptable = proposal.status === 'sent' && !proposal.revising;
  return (
    <article>
      <h1>{T.heading(proposal.number)}</h1>
      <p className="lead">{T.preparedFor(proposal.clientName, proposal.version)}</p>
      <div aria-live="polite">
        {acceptance && (
          <p className="alert alert-success" role="status">
            {T.acceptedBy(acceptance.name, formatIstDateTime(acceptance.at))}
          </p>
        )}
      </div>
      {proposal.revising && <p className="alert alert-warning">{T.revising}</p>}
      {proposal.status === 'withdrawn' && <p className="alert alert-warning">{T.withdrawn}</p>}
      {proposal.status === 'expired' && <p className="alert alert-warning">{T.expired}</p>}

      <section aria-labelledby="proposal-event-heading">
        <h2 id="proposal-event-heading" className="h4">
          {T.event}
        </h2>
        <dl className="row">
          <dt className="col-sm-3">{T.eventDate}</dt>
          <dd className="col-sm-9">{formatBookingDate(content.eventDate)}</dd>
          <dt className="col-sm-3">{T.venue}</dt>
          <dd className="col-sm-9">{content.venue}</dd>
          <dt className="col-sm-3">{T.validUntil}</dt>
          <dd className="col-sm-9">{formatBookingDate(content.validUntil)}</dd>
        </dl>
      </section>

      <section aria-labelledby="proposal-lines-heading">
        <h2 id="proposal-lines-heading" className="h4">
          {T.lines}
        </h2>
        <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="proposal-lines-heading">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{T.description}</th>
                <th scope="col" className="text-end">
                  {T.quantity}
                </th>
                <th scope="col" className="text-end">
                  {T.unitPrice}
                </th>
                <th scope="col" className="text-end">
                  {T.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {content.lines.map((line, index) => (
                <tr key={index}>
                  <td>{line.description}</td>
                  <td className="text-end">{line.quantity}</td>
                  <td className="text-end">{rupees(line.unitPaise)}</td>
                  <td className="text-end">{rupees(line.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TotalsList totals={content.totals} />
        <p>
          <a href={proposalPdfUrl(token)} download className="btn btn-outline-primary">
            {T.pdf}
          </a>
        </p>
      </section>

      <section aria-labelledby="proposal-terms-heading">
        <h2 id="proposal-terms-heading" className="h4">
          {T.terms}
        </h2>
        <p style={{ whiteSpace: 'pre-line' }}>{content.terms}</p>
      </section>

      {acceptable && <ProposalAcceptForm token={token} version={proposal.version} />}
      {acceptance && <ProposalAdvanceDue proposal={proposal} token={token} />}
    </article>
  );
}

function TotalsList({ totals }: { totals: ProposalTotals }) {
  return (
    <dl className="row ms-auto" style={{ maxWidth: 420 }}>
      <dt className="col-7">{T.subtotal}</dt>
      <dd className="col-5 text-end">{rupees(totals.subtotalPaise)}</dd>
      {totals.discountPaise > 0 && (
        <>
          <dt className="col-7">{T.discount}</dt>
          <dd className="col-5 text-end">−{rupees(totals.discountPaise)}</dd>
        </>
      )}
      <dt className="col-7">{T.total}</dt>
      <dd className="col-5 text-end fw-bold">{rupees(totals.totalPaise)}</dd>
      <dt className="col-7">{T.taxable}</dt>
      <dd className="col-5 text-end">{rupees(totals.taxablePaise)}</dd>
      {totals.withinState ? (
        <>
          <dt className="col-7">{T.cgst(totals.gstRatePercent)}</dt>
          <dd className="col-5 text-end">{rupees(totals.cgstPaise)}</dd>
          <dt className="col-7">{T.sgst(totals.gstRatePercent)}</dt>
          <dd className="col-5 text-end">{rupees(totals.sgstPaise)}</dd>
        </>
      ) : (
        <>
          <dt className="col-7">{T.igst(totals.gstRatePercent)}</dt>
          <dd className="col-5 text-end">{rupees(totals.igstPaise)}</dd>
        </>
      )}
      <dd className="col-12 small text-body-secondary">{T.sac(totals.sac)}</dd>
    </dl>
  );
}

/** The advance due once accepted, GST included; the payment instructions are the payments module's. */
