import type { ProposalAcceptInput, ProposalContent, PublicProposal } from '../../../src/shared/contract/proposal';
import { formatBookingDate, istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import { COMPANY } from '../../../src/content/company';
import type { AppContext } from '../../context';
import { conflict, type HttpError, notFound } from '../../platform/lib/httpError';
import type { Repositories } from '../../store';
import { billingService } from '../billing';
import { isDateTaken, reserveEventDate } from '../bookings';
import type { ProposalRow } from './proposals.repository';
import { audit } from './proposals.service';
import { afterAcceptance, payProposal, proposalPayment } from './proposalPayments';
import { proposalPdf } from './proposalPdf';
import { publicView, statusOf } from './proposalView';

export const PROPOSAL_PUBLIC_MESSAGES = {
  invalidLink: 'This proposal link is not valid. Please use the link in your e-mail.',
  accepted: 'Thank you: your proposal is accepted and the date is reserved for your event.',
  alreadyAccepted: 'This proposal has already been accepted.',
  withdrawn: `This proposal has been withdrawn. Please contact us on ${COMPANY.phone} for a new one.`,
  expired: (date: string) =>
    `This proposal was valid until ${formatBookingDate(date)} and can no longer be accepted. Please contact us on ${COMPANY.phone} for a new one.`,
  revised:
    'This proposal has been revised since you opened it. Please reload the page to read the current version before accepting it.',
  dateTaken: 'This date has just been confirmed for another event. Please contact us to choose another date.',
  dateClosed: `We are not taking events on this date. Please contact us on ${COMPANY.phone} to choose another date.`,
} as const;

const M = PROPOSAL_PUBLIC_MESSAGES;

type AcceptanceContext = AppContext;

/** A token is 24 random bytes in base64url (32 characters); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/**
 * What accepting a proposal does besides recording the acceptance, inside the acceptance's
 * transaction (so it all happens, or none of it): the event date is closed in the booking
 * calendar (database-enforced: one confirmation per date, see bookings/eventDates.ts) and the
 * audit log records the client's acceptance. A refusal throws (409) and rolls everything back.
 * Then the advance's payment request and the lead won (proposalPayments.ts).
 */
export async function onProposalAccepted(tx: Repositories, proposal: ProposalRow, ctx: AcceptanceContext) {
  const at = proposal.acceptedAt ?? new Date(ctx.clock.now()).toISOString();
  const outcome = await reserveEventDate(tx, {
    date: proposal.eventDate,
    proposalId: proposal.id,
    reason: `Event ${proposal.number}`,
    createdAt: at,
  });
  if (outcome === 'closed') throw conflict(M.dateClosed);
  if (outcome !== 'reserved') throw conflict(M.dateTaken);
  await audit(tx, proposal, 'accept', { actor: 'client', actorEmail: null }, at);
  await afterAcceptance(tx, proposal, ctx);
}

/** The client's side: the proposal by its link, its PDF, and accepting it. */
export function proposalAcceptanceService(ctx: AcceptanceContext) {
  const { store, clock } = ctx;
  const billing = billingService(ctx);

  const byToken = async (token: string): Promise<ProposalRow> => {
    const row = TOKEN_SHAPE.test(token) ? await store.proposals.findByToken(token) : undefined;
    // A draft never sent has nothing for the client to read.
    if (!row || row.sentVersion === null) throw notFound(M.invalidLink);
    return row;
  };

  /** The version the client reads: the accepted one, else the latest sent. */
  const shownVersion = async (row: ProposalRow): Promise<{ version: number; content: ProposalContent }> => {
    const version = row.acceptedVersion ?? row.sentVersion!;
    const stored = await store.proposals.version(row.id, version);
    if (!stored) throw new Error(`Proposal ${row.id} has no stored version ${version}`);
    return { version, content: JSON.parse(stored) as ProposalContent };
  };

  /** Why an acceptance is refused, from the proposal as it is now. */
  const refusal = (row: ProposalRow): HttpError => {
    const status = statusOf(row, clock.now());
    if (status === 'accepted') return conflict(M.alreadyAccepted);
    if (status === 'withdrawn') return conflict(M.withdrawn);
    if (status === 'expired') return conflict(M.expired(row.validUntil));
    // A newer version exists, or staff are revising this one.
    return conflict(M.revised);
  };

  return {
    async view(token: string): Promise<PublicProposal> {
      const row = await byToken(token);
      const { version, content } = await shownVersion(row);
      return {
        ...publicView(row, content, version, clock.now()),
        payment: await proposalPayment(ctx, row.id),
        onlineOffered: ctx.config.razorpay !== null,
      };
    },

    /** How to pay the accepted proposal's advance now (UPI or the gateway's page). */
    pay: async (token: string, method: 'upi' | 'online') => payProposal(ctx, (await byToken(token)).id, method),

    async pdf(token: string): Promise<{ filename: string; content: Buffer }> {
      const row = await byToken(token);
      const { version, content } = await shownVersion(row);
      const seller = await billing.sellerProfile(store);
      return {
        filename: `${row.number}-v${version}.pdf`,
        content: await proposalPdf({ number: row.number ?? '', version, clientName: row.clientName, content, seller }),
      };
    },

    /**
     * Accepts the version the client read, when it is still the current sent version and within
     * its validity: one conditional update (so two clicks, or an acceptance racing a staff edit,
     * give one outcome), then `onProposalAccepted` in the same transaction.
     */
    async accept(token: string, input: ProposalAcceptInput, ip: string): Promise<PublicProposal> {
      const row = await byToken(token);
      const now = clock.now();
      const at = new Date(now).toISOString();
      await store
        .transaction(async (tx) => {
          const accepted = await tx.proposals.change(
            row.id,
            { from: ['sent'], version: input.version, validFrom: istDateOf(now) },
            {
              status: 'accepted',
              acceptedAt: at,
              acceptedName: input.fullName,
              acceptedIp: ip,
              acceptedVersion: input.version,
              updatedAt: at,
            },
          );
          if (!accepted) throw refusal((await tx.proposals.findById(row.id)) ?? row);
          await onProposalAccepted(tx, accepted, ctx);
        })
        .catch((error: unknown) => {
          // The one-per-date index, should a writer have slipped past the date's lock.
          if (isDateTaken(error)) throw conflict(M.dateTaken);
          throw error;
        });
      return this.view(token);
    },
  };
}
