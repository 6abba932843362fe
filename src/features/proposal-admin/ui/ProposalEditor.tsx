import { useState } from 'react';
import { errorMessage, screenErrorMessage } from '@/shared/api';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useProposalAdminActMutation, useProposalAdminGetQuery } from '../api/proposalAdminApi';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';
import { ProposalBuilder } from './ProposalBuilder';

/** One proposal: its status, link and history, Send and Withdraw, and the builder. */
export function ProposalEditor({ id }: { id: number }) {
  const { data: proposal, error, isLoading, refetch } = useProposalAdminGetQuery(id);
  const [act, { isLoading: acting }] = useProposalAdminActMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [confirmPaid, setConfirmPaid] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);

  if (isLoading) return <PageLoader />;
  if (!proposal)
    return <ErrorBanner message={screenErrorMessage(error, T.loadFailed)} onRetry={() => void refetch()} />;

  const run = async (action: 'send' | 'withdraw' | 'mark-advance-paid') => {
    setNotice(null);
    setFailure(null);
    try {
      await act({ id, action }).unwrap();
      setNotice({ send: T.sent, withdraw: T.withdrawn, 'mark-advance-paid': T.advanceMarked }[action]);
    } catch (problem) {
      setFailure(errorMessage(problem, T.actionFailed));
    }
  };
  const revising = proposal.status === 'draft' && proposal.sentVersion !== null;
  const payment = proposal.payment;
  const advanceAmount = payment ? formatInr(payment.amountPaise / 100) : '';

  return (
    <>
      <h1 className="h3 mb-1">
        {proposal.number} <span className="badge text-bg-secondary align-middle">{T.statuses[proposal.status]}</span>
      </h1>
      <p className="text-body-secondary">
        {proposal.content.clientName}, {T.version(proposal.version)}
      </p>
      {proposal.sentVersion !== null && (
        <p>
          {T.sentVersion(proposal.sentVersion)} {T.link}: <a href={proposal.link}>{proposal.link}</a>
        </p>
      )}
      {revising && <p className="alert alert-warning">{T.revising}</p>}
      {proposal.acceptance && (
        <p className="alert alert-success">
          {T.acceptedBy(proposal.acceptance.name, formatIstDateTime(proposal.acceptance.at), proposal.acceptance.ip)}
        </p>
      )}
      {payment && (
        <p data-testid="proposal-admin-advance">
          {T.advanceLine(advanceAmount, T.advanceStatuses[payment.status])}
          {payment.paidAt && T.advancePaidOn(formatIstDateTime(payment.paidAt), payment.receiptNumber)}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {payment?.status === 'open' && (
          <button type="button" className="btn btn-primary" disabled={acting} onClick={() => setConfirmPaid(true)}>
            {T.markAdvancePaid}
          </button>
        )}
        {proposal.status === 'draft' && (
          <button type="button" className="btn btn-success" disabled={acting} onClick={() => setConfirmSend(true)}>
            {T.send}
          </button>
        )}
        {(proposal.status === 'draft' || proposal.status === 'sent' || proposal.status === 'expired') && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={acting}
            onClick={() => setConfirmWithdraw(true)}
          >
            {T.withdraw}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {notice && (
          <p role="status" className="text-success">
            {notice}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      )}
      <ProposalBuilder proposal={proposal} leadId={proposal.leadId} onSaved={() => setNotice(T.saved)} />
      <section className="mt-4" aria-labelledby="proposal-history-heading">
        <h2 id="proposal-history-heading" className="h5">
          {T.history}
        </h2>
        <ul className="small">
          {proposal.history.map((entry, index) => (
            <li key={index}>{T.historyEntry(entry.action, entry.version, entry.actor, formatIstDateTime(entry.at))}</li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        show={confirmSend}
        title={T.sendTitle(proposal.number)}
        confirmLabel={T.send}
        variant="primary"
        busy={acting}
        onConfirm={() => {
          setConfirmSend(false);
          void run('send');
        }}
        onCancel={() => setConfirmSend(false)}
      >
        {T.sendBody(
          proposal.version,
          proposal.number,
          formatInr(proposal.content.totals.totalPaise / 100),
          proposal.input.clientEmail,
        )}
      </ConfirmDialog>
      <ConfirmDialog
        show={confirmWithdraw}
        title={T.withdraw}
        confirmLabel={T.withdraw}
        variant="danger"
        busy={acting}
        onConfirm={() => {
          setConfirmWithdraw(false);
          void run('withdraw');
        }}
        onCancel={() => setConfirmWithdraw(false)}
      >
        {T.withdrawConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        show={confirmPaid}
        title={T.markAdvancePaid}
        confirmLabel={T.markAdvancePaid}
        busy={acting}
        onConfirm={() => {
          setConfirmPaid(false);
          void run('mark-advance-paid');
        }}
        onCancel={() => setConfirmPaid(false)}
      >
        {T.markAdvancePaidConfirm(advanceAmount)}
      </ConfirmDialog>
    </>
  );
}
