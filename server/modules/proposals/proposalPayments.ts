import type { ProposalContent } from '../../../src/shared/contract/proposal';
import type { PaymentRequestView } from '../../../src/shared/contract/paymentRequest';
import { formatBookingDate } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { conflict } from '../../platform/lib/httpError';
import type { Repositories } from '../../store';
import { leadPipeline } from '../leads';
import { paymentRequests, registerPaymentSubject, type PaidRequest, type PaymentInstructions } from '../payments';
import { proposalAdvancePaidMail } from './mail/proposalAdvancePaid';
import type { ProposalRow } from './proposals.repository';
import { audit } from './proposals.service';
import { proposalLink } from './proposalView';

/*
 * A proposal's money: accepting it opens the advance's payment request (the payments module's
 * UPI and gateway flows, with a receipt voucher when paid), and moves its lead to won.
 */

type Ctx = AppContext;

export const PROPOSAL_PAYMENT_MESSAGES = {
  nothingDue: 'Nothing is due on this proposal now.',
} as const;

/** The accepted version's content (what the client agreed to, as sent). */
async function acceptedContent(tx: Repositories, proposal: ProposalRow): Promise<ProposalContent> {
  const stored = await tx.proposals.version(proposal.id, proposal.acceptedVersion ?? proposal.version);
  if (!stored) throw new Error(`Proposal ${proposal.id} has no accepted version`);
  return JSON.parse(stored) as ProposalContent;
}

/**
 * Inside the acceptance's transaction: the advance's request (it does not lapse: the date is the
 * client's once they sign; the terms give them 7 days and staff follow up) and the lead won.
 */
export async function afterAcceptance(tx: Repositories, proposal: ProposalRow, ctx: Ctx): Promise<void> {
  const { advance, clientPhone } = await acceptedContent(tx, proposal);
  if (advance.amountPaise > 0) {
    await paymentRequests(ctx).open(tx, {
      subject: 'proposal',
      subjectId: proposal.id,
      purpose: 'advance',
      reference: `${proposal.number}-A`,
      amountPaise: advance.amountPaise,
      taxablePaise: advance.taxablePaise,
      gstRatePercent: advance.gstRatePercent,
      sac: advance.sac,
      payByMs: null,
      payer: { name: proposal.clientName, email: proposal.clientEmail, phone: clientPhone },
    });
  }
  if (proposal.leadId !== null && (await tx.leads.findRecord(proposal.leadId)))
    await leadPipeline(ctx).setStage(tx, proposal.leadId, 'won', { system: 'proposal-accepted' });
}

/** Sending a proposal moves its lead on to "proposal sent" (unless it is already further on). */
export async function afterSending(tx: Repositories, proposal: ProposalRow, ctx: Ctx): Promise<void> {
  if (proposal.leadId === null) return;
  const lead = await tx.leads.findRecord(proposal.leadId);
  if (lead && (lead.stage === 'new' || lead.stage === 'contacted'))
    await leadPipeline(ctx).setStage(tx, proposal.leadId, 'proposal_sent', { system: 'proposal-sent' });
}

/** The advance's request as the client's page shows it, or null before acceptance. */
export async function proposalPayment(ctx: Ctx, proposalId: number): Promise<PaymentRequestView | null> {
  const requests = await paymentRequests(ctx).forSubject('proposal', proposalId);
  return requests.find((request) => request.purpose === 'advance') ?? null;
}

/** How to pay the open advance now (UPI's link and QR, or the gateway's page); 409 when nothing is due. */
export async function payProposal(
  ctx: Ctx,
  proposalId: number,
  method: 'upi' | 'online',
): Promise<PaymentInstructions> {
  const open = (await paymentRequests(ctx).forSubject('proposal', proposalId)).find((r) => r.status === 'open');
  if (!open) throw conflict(PROPOSAL_PAYMENT_MESSAGES.nothingDue);
  return paymentRequests(ctx).instructions(open.id, method);
}

/** Proposals as a payment subject: a paid advance is recorded and receipted to the client. */
export function registerProposalPayments(): void {
  registerPaymentSubject('proposal', {
    async onPaid(tx, { request, receipt, receiptPdf }: PaidRequest, ctx) {
      const proposal = await tx.proposals.findById(request.subjectId);
      if (!proposal) return [];
      const at = new Date(ctx.clock.now()).toISOString();
      await audit(tx, proposal, 'advance-paid', { actor: 'payment', actorEmail: null }, at);
      const content = await acceptedContent(tx, proposal);
      return [
        await ctx.outbox.enqueue(
          tx,
          proposalAdvancePaidMail(proposal, content, request, receipt.number, receiptPdf, ctx.config.publicUrl),
        ),
      ];
    },
    // The advance of a signed proposal never lapses (payByMs is null).
    onLapsed: async () => [],
    async returnUrl(request, ctx) {
      const proposal = (await ctx.store.proposals.findById(request.subjectId))!;
      return proposalLink(ctx.config.publicUrl, proposal.token);
    },
    async describe(tx, request) {
      const proposal = (await tx.proposals.findById(request.subjectId))!;
      return `Advance for the event on ${formatBookingDate(proposal.eventDate)} (proposal ${proposal.number})`;
    },
  });
}
