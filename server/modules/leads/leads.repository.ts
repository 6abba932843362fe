import { sql, type Expression, type SqlBool } from 'kysely';
import {
  CLOSED_LEAD_STAGES,
  type LeadFollowUpFilter,
  type LeadNote,
  type LeadOwner,
  type LeadSort,
  type LeadSource,
  type LeadStage,
  type LeadSummary,
} from '../../../src/shared/contract/lead';
import { likeColumn } from '../../platform/db/listQuery';
import type { Scope } from '../../store';
import type { LeadEventRecord, LeadRecord, LeadsTable } from './tables';

export interface LeadQuery {
  stage?: LeadStage;
  ownerId?: number;
  /** `due`: follow-up today or earlier; `overdue`: before today (both only for open leads). */
  followUp?: LeadFollowUpFilter;
  /** Today's IST date, for the follow-up filter. */
  today: string;
  /** ISO UTC bounds of `createdAt` (from inclusive, until exclusive). */
  created?: { from?: string; until?: string };
  /** Lowercased LIKE pattern over name and e-mail; undefined for no search. */
  pattern?: string;
  sort: LeadSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The fields a change sets; `updatedAt` always moves with them. */
export type LeadFields = Partial<
  Pick<LeadsTable, 'stage' | 'lostReason' | 'ownerId' | 'followUpDate' | 'eventDate' | 'guests'>
>;

/** Leads, their notes and their audit log. */
export function leadsRepository({ db }: Scope) {
  const summaries = () =>
    db
      .selectFrom('leads')
      .leftJoin('users', 'users.id', 'leads.ownerId')
      .select([
        'leads.id',
        'leads.source',
        'leads.sourceId',
        'leads.name',
        'leads.email',
        'leads.phone',
        'leads.eventType',
        'leads.eventDate',
        'leads.guests',
        'leads.budget',
        'leads.stage',
        'leads.lostReason',
        'leads.ownerId',
        'leads.followUpDate',
        'leads.createdAt',
        'leads.updatedAt',
        'users.firstName as ownerFirstName',
        'users.lastName as ownerLastName',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];
  const toSummary = ({ ownerId, ownerFirstName, ownerLastName, guests, ...row }: Row): LeadSummary => ({
    ...row,
    guests: guests === null ? null : Number(guests),
    owner: ownerId === null ? null : { id: ownerId, name: `${ownerFirstName ?? ''} ${ownerLastName ?? ''}`.trim() },
  });

  /** Not won or lost. */
  const openLead = sql<SqlBool>`${sql.ref('leads.stage')} not in (${sql.join([...CLOSED_LEAD_STAGES])})`;

  return {
    /** Undefined when the source record is a lead already (the unique index decides). */
    insert: (lead: Omit<LeadRecord, 'id'>): Promise<LeadRecord | undefined> =>
      db
        .insertInto('leads')
        .values(lead)
        .onConflict((conflict) => conflict.columns(['source', 'sourceId']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    findRecord: (id: number): Promise<LeadRecord | undefined> =>
      db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst(),

    find: async (id: number): Promise<(LeadSummary & { message: string }) | undefined> => {
      const row = await summaries().select('leads.message').where('leads.id', '=', id).executeTakeFirst();
      return row && { ...toSummary(row), message: row.message };
    },

    findBySource: (source: LeadSource, sourceId: number) =>
      db
        .selectFrom('leads')
        .select(['id', 'stage'])
        .where('source', '=', source)
        .where('sourceId', '=', sourceId)
        .executeTakeFirst(),

    list: async (query: LeadQuery): Promise<{ items: LeadSummary[]; total: number }> => {
      const base = summaries().where((eb) => {
        const conditions: Array<Expression<SqlBool>> = [];
        if (query.stage) conditions.push(eb('leads.stage', '=', query.stage));
        if (query.ownerId !== undefined) conditions.push(eb('leads.ownerId', '=', query.ownerId));
        if (query.created?.from) conditions.push(eb('leads.createdAt', '>=', query.created.from));
        if (query.created?.until) conditions.push(eb('leads.createdAt', '<', query.created.until));
        if (query.followUp) {
          conditions.push(openLead);
          conditions.push(eb('leads.followUpDate', query.followUp === 'due' ? '<=' : '<', query.today));
        }
        const pattern = query.pattern;
        if (pattern !== undefined)
          conditions.push(eb.or([likeColumn('leads.name', pattern), likeColumn('leads.email', pattern)]));
        return eb.and(conditions);
      });
      const [rows, count] = await Promise.all([
        base
          .orderBy(`leads.${query.sort}`, query.order)
          .orderBy('leads.id', query.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toSummary), total: Number(count.count) };
    },

    /** How many leads each stage holds. */
    countByStage: async (): Promise<Map<LeadStage, number>> => {
      const rows = await db
        .selectFrom('leads')
        .select(['stage', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('stage')
        .execute();
      return new Map(rows.map((row) => [row.stage, Number(row.count)]));
    },

    /** The stage's most recently changed leads. */
    latestInStage: async (stage: LeadStage, limit: number): Promise<LeadSummary[]> =>
      (
        await summaries()
          .where('leads.stage', '=', stage)
          .orderBy('leads.updatedAt', 'desc')
          .orderBy('leads.id', 'desc')
          .limit(limit)
          .execute()
      ).map(toSummary),

    /** Open leads whose follow-up date is `today` or earlier, the oldest first. */
    dueFollowUps: async (today: string, limit: number): Promise<LeadSummary[]> =>
      (
        await summaries()
          .where((eb) => eb.and([openLead, eb('leads.followUpDate', '<=', today)]))
          .orderBy('leads.followUpDate')
          .orderBy('leads.id')
          .limit(limit)
          .execute()
      ).map(toSummary),

    /**
     * Sets `fields` only while the lead still holds `expected` (the values the change was decided
     * on): of two staff changing the same field at once, one wins and the other is told (false).
     */
    update: async (id: number, expected: LeadFields, fields: LeadFields, updatedAt: string): Promise<boolean> => {
      let query = db
        .updateTable('leads')
        .set({ ...fields, updatedAt })
        .where('id', '=', id);
      for (const [key, value] of Object.entries(expected) as Array<[keyof LeadFields, string | number | null]>) {
        query = value === null ? query.where(key, 'is', null) : query.where(key, '=', value);
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    addEvent: async (event: Omit<LeadEventRecord, 'id'>): Promise<void> => {
      await db.insertInto('leadEvents').values(event).execute();
    },

    /** The audit log, newest first. */
    listEvents: (leadId: number): Promise<LeadEventRecord[]> =>
      db.selectFrom('leadEvents').selectAll().where('leadId', '=', leadId).orderBy('id', 'desc').execute(),

    addNote: (note: { leadId: number; authorId: number; authorEmail: string; text: string; createdAt: string }) =>
      db.insertInto('leadNotes').values(note).returning('id').executeTakeFirstOrThrow(),

    /** Newest first, with the author's name as it is now (their e-mail as it was when the note is older). */
    listNotes: async (leadId: number): Promise<LeadNote[]> => {
      const rows = await db
        .selectFrom('leadNotes')
        .leftJoin('users', 'users.id', 'leadNotes.authorId')
        .select([
          'leadNotes.id',
          'leadNotes.text',
          'leadNotes.createdAt',
          'leadNotes.authorEmail',
          sql<string | null>`users.first_name || ' ' || users.last_name`.as('authorName'),
        ])
        .where('leadNotes.leadId', '=', leadId)
        .orderBy('leadNotes.id', 'desc')
        .execute();
      return rows.map(({ authorEmail, authorName, ...note }) => ({ ...note, author: authorName ?? authorEmail }));
    },

    /** The active admin accounts, who can own a lead. */
    owners: async (): Promise<LeadOwner[]> => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName'])
        .where('role', '=', 'Admin')
        .where('status', '=', 'active')
        .orderBy('firstName')
        .orderBy('lastName')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
    },
  };
}
