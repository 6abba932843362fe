import type {
  AdminProposal,
  AdminProposalRow,
  ProposalContent,
  ProposalInput,
  ProposalStatus,
  PublicProposal,
} from '../../../src/shared/contract/proposal';
import { computeProposal } from '../../../src/content/policies/proposalTotals';
import { istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import { badRequest } from '../../platform/lib/httpError';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';
import type { ProposalEventRow, ProposalRow } from './proposals.repository';

/*
 * What a stored proposal reads as: its status with expiry applied, its content (computed from the
 * input on the server), and the back office's and the client's views of it.
 */

/** The status as shown: a sent proposal past its validity (IST date) is `expired`. */
export function statusOf(row: Pick<ProposalRow, 'status' | 'validUntil'>, now: number): ProposalStatus {
  return row.status === 'sent' && row.validUntil < istDateOf(now) ? 'expired' : row.status;
}

export const inputOf = (row: ProposalRow): ProposalInput => JSON.parse(row.content) as ProposalInput;

/** The content of an input: its lines priced, totals and advance; 400 with field errors when they cannot be. */
export function contentOf(input: ProposalInput, sellerState: string): ProposalContent {
  const computed = computeProposal(input, sellerState);
  if (!computed.ok) {
    const errors = Object.fromEntries(
      Object.entries(computed.problems).map(([field, message]) => [field, [message as string]]),
    );
    throw badRequest(VALIDATION_FAILED, errors);
  }
  const { leadId: _lead, lines: _lines, ...rest } = input;
  return { ...rest, ...computed.value };
}

export const proposalLink = (publicUrl: string, token: string) => `${publicUrl}/proposal/${token}`;

export function adminRow(row: ProposalRow, now: number): AdminProposalRow {
  return {
    id: row.id,
    number: row.number ?? '',
    status: statusOf(row, now),
    version: row.version,
    clientName: row.clientName,
    eventDate: row.eventDate,
    totalPaise: row.totalPaise,
    validUntil: row.validUntil,
    updatedAt: row.updatedAt,
  };
}

export function adminView(
  row: ProposalRow,
  content: ProposalContent,
  history: ProposalEventRow[],
  publicUrl: string,
  now: number,
): Omit<AdminProposal, 'payment'> {
  return {
    ...adminRow(row, now),
    sentVersion: row.sentVersion,
    leadId: row.leadId,
    input: inputOf(row),
    content,
    link: proposalLink(publicUrl, row.token),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    acceptance: acceptanceOf(row, true),
    history: history.map((event) => ({
      action: event.action,
      version: event.version,
      actor: event.actorEmail ?? event.actor,
      at: event.createdAt,
    })),
  };
}

function acceptanceOf(
  row: ProposalRow,
  withIp: true,
): (NonNullable<PublicProposal['acceptance']> & { ip: string }) | null;
function acceptanceOf(row: ProposalRow, withIp: false): PublicProposal['acceptance'];
function acceptanceOf(row: ProposalRow, withIp: boolean) {
  if (row.status !== 'accepted') return null;
  const acceptance = { name: row.acceptedName ?? '', at: row.acceptedAt ?? '', version: row.acceptedVersion ?? 0 };
  return withIp ? { ...acceptance, ip: row.acceptedIp ?? '' } : acceptance;
}

/** The client's view of the version they were sent (the accepted one once accepted). */
export function publicView(
  row: ProposalRow,
  content: ProposalContent,
  version: number,
  now: number,
): Omit<PublicProposal, 'payment' | 'onlineOffered'> {
  const status = statusOf(row, now);
  return {
    number: row.number ?? '',
    // A proposal being revised still shows the version the client has, as sent.
    status: status === 'draft' ? 'sent' : status,
    version,
    revising: row.status === 'draft',
    clientName: row.clientName,
    content,
    acceptance: acceptanceOf(row, false),
    advance: content.advance,
  };
}
