import type { Generated } from 'kysely';
import type { ProposalStatus } from '../../../src/shared/contract/proposal';

/*
 * Proposals (migration 0022). camelCase here, snake_case in SQL; `...At` columns are ISO strings.
 * `content` is JSON: the current version's input (`ProposalInput`); a sent version's computed
 * content (`ProposalContent`) is kept in `proposal_versions` as it was sent. The stored status
 * is never `expired`: that one is read from `validUntil` and the clock.
 */

export interface ProposalsTable {
  id: Generated<number>;
  number: string | null;
  token: string;
  status: Exclude<ProposalStatus, 'expired'>;
  version: number;
  sentVersion: number | null;
  /** The lead it answers (the leads module's id), when there is one. */
  leadId: number | null;
  clientName: string;
  clientEmail: string;
  eventDate: string;
  validUntil: string;
  totalPaise: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  acceptedIp: string | null;
  acceptedVersion: number | null;
  withdrawnAt: string | null;
}

export interface ProposalVersionsTable {
  proposalId: number;
  version: number;
  content: string;
  sentAt: string;
}

export type ProposalAction = 'create' | 'edit' | 'send' | 'withdraw' | 'accept' | 'advance-paid';

export interface ProposalEventsTable {
  id: Generated<number>;
  proposalId: number;
  action: ProposalAction;
  version: number;
  actor: string;
  actorEmail: string | null;
  createdAt: string;
}

export interface ProposalsTables {
  proposals: ProposalsTable;
  proposalVersions: ProposalVersionsTable;
  proposalEvents: ProposalEventsTable;
}
