import type { Selectable, Updateable } from 'kysely';
import type { Scope } from '../../store';
import type { ProposalAction, ProposalEventsTable, ProposalsTable } from './tables';

export type ProposalRow = Selectable<ProposalsTable>;
export type ProposalEventRow = Selectable<ProposalEventsTable>;

export const proposalNumber = (id: number) => `PR-${String(id).padStart(6, '0')}`;

const numeric = (row: ProposalRow): ProposalRow => ({
  ...row,
  version: Number(row.version),
  sentVersion: row.sentVersion === null ? null : Number(row.sentVersion),
  leadId: row.leadId === null ? null : Number(row.leadId),
  totalPaise: Number(row.totalPaise),
  acceptedVersion: row.acceptedVersion === null ? null : Number(row.acceptedVersion),
});

/** Proposals, their sent versions and their audit log. */
export function proposalsRepository({ db }: Scope) {
  return {
    insert: async (row: Omit<ProposalRow, 'id' | 'number'>): Promise<ProposalRow> => {
      const { id } = await db.insertInto('proposals').values(row).returning('id').executeTakeFirstOrThrow();
      const stored = await db
        .updateTable('proposals')
        .set({ number: proposalNumber(id) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return numeric(stored);
    },

    findById: async (id: number): Promise<ProposalRow | undefined> => {
      const row = await db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirst();
      return row && numeric(row);
    },

    findByToken: async (token: string): Promise<ProposalRow | undefined> => {
      const row = await db.selectFrom('proposals').selectAll().where('token', '=', token).executeTakeFirst();
      return row && numeric(row);
    },

    /** Newest first; `status` as stored (expiry is read by the service). */
    list: async (filter: {
      statuses?: ProposalRow['status'][];
      leadId?: number;
      limit: number;
    }): Promise<ProposalRow[]> => {
      let query = db.selectFrom('proposals').selectAll();
      if (filter.statuses) query = query.where('status', 'in', filter.statuses);
      if (filter.leadId !== undefined) query = query.where('leadId', '=', filter.leadId);
      const rows = await query.orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map(numeric);
    },

    /**
     * Changes a proposal only while it is in one of `from` at `version` (a conditional update, so
     * two staff saves or a save and an acceptance cannot both win); undefined when it was not.
     */
    change: async (
      id: number,
      expected: { from: ProposalRow['status'][]; version?: number; validFrom?: string },
      change: Updateable<ProposalsTable>,
    ): Promise<ProposalRow | undefined> => {
      let query = db.updateTable('proposals').set(change).where('id', '=', id).where('status', 'in', expected.from);
      if (expected.version !== undefined) query = query.where('version', '=', expected.version);
      if (expected.validFrom !== undefined) query = query.where('validUntil', '>=', expected.validFrom);
      const row = await query.returningAll().executeTakeFirst();
      return row && numeric(row);
    },

    saveVersion: async (version: { proposalId: number; version: number; content: string; sentAt: string }) => {
      await db.insertInto('proposalVersions').values(version).execute();
    },

    version: async (proposalId: number, version: number): Promise<string | undefined> =>
      (
        await db
          .selectFrom('proposalVersions')
          .select('content')
          .where('proposalId', '=', proposalId)
          .where('version', '=', version)
          .executeTakeFirst()
      )?.content,

    audit: async (event: {
      proposalId: number;
      action: ProposalAction;
      version: number;
      actor: string;
      actorEmail: string | null;
      createdAt: string;
    }) => {
      await db.insertInto('proposalEvents').values(event).execute();
    },

    history: async (proposalId: number): Promise<ProposalEventRow[]> =>
      (
        await db
          .selectFrom('proposalEvents')
          .selectAll()
          .where('proposalId', '=', proposalId)
          .orderBy('id', 'desc')
          .execute()
      ).map((row) => ({ ...row, version: Number(row.version) })),
  };
}
