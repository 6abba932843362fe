import { useMemo } from 'react';
import type { PublicProposal } from '@/shared/contract/proposal';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { PayOptions, type UsePayOptions } from '@/shared/ui/payment/PayOptions';
import { useProposalPublicPayOptionsQuery } from '../api/proposalApi';
import { PROPOSAL_TEXT as T } from '../model/text';

const rupees = (paise: number) => formatInr(paise / 100);

/** The proposal's query for how to pay its advance now, by its link. */
const proposalPayOptions =
  (token: string): UsePayOptions =>
  (method, skip) =>
    useProposalPublicPayOptionsQuery({ token, method }, { skip });

/** An accepted proposal's advance: the amount with its GST, then how to pay it, or that it is paid. */
export function ProposalAdvanceDue({ proposal, token }: { proposal: PublicProposal; token: string }) {
  const usePayOptions = useMemo(() => proposalPayOptions(token), [token]);
  const { advance, payment } = proposal;
  return (
    <section className="border rounded p-3 my-4" aria-labelledby="proposal-advance-heading">
      <h2 id="proposal-advance-heading" className="h4">
        {T.advance}
      </h2>
      <dl className="row mb-2">
        <dt className="col-7">{T.advanceDue(advance.percent)}</dt>
        <dd className="col-5 text-end fw-bold" data-testid="proposal-advance">
          {rupees(advance.amountPaise)}
        </dd>
        <dt className="col-7">{T.advanceGst(advance.gstRatePercent)}</dt>
        <dd className="col-5 text-end">{rupees(advance.gstPaise)}</dd>
      </dl>
      {payment?.status === 'paid' && payment.paidAt && (
        <p className="alert alert-success mb-0" role="status" data-testid="proposal-advance-paid">
          {T.advancePaid(formatIstDateTime(payment.paidAt), payment.receiptNumber)}
        </p>
      )}
      {payment?.status === 'open' && (
        <PayOptions usePayOptions={usePayOptions} onlineOffered={proposal.onlineOffered} text={T.pay} />
      )}
    </section>
  );
}
