import {
  LEAD_FIELD_MESSAGES,
  LEAD_STAGES,
  type LeadBoard,
  type LeadChange,
  type LeadDetail,
  type LeadFollowUpFilter,
  type LeadOfSource,
  type LeadSort,
  type LeadSource,
  type LeadStage,
  type LeadSummary,
} from '../../../src/shared/contract/lead';
import { istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../platform/lib/httpError';
import { likePattern, type ListParams } from '../../platform/lib/listParams';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';
import { LEAD_MESSAGES, actorOf, leadPipeline, stageChange } from './leadPipeline';
import type { LeadFields } from './leads.repository';
import type { LeadEventRecord } from './tables';

/** How many leads each column of the board shows (its count says how many there are). */
export const BOARD_COLUMN_SIZE = 20;

export interface LeadFilters {
  stage?: LeadStage;
  ownerId?: number;
  followUp?: LeadFollowUpFilter;
  /** ISO UTC bounds of when the lead came in. */
  created?: { from?: string; until?: string };
}

type Staff = { id: number; email: string };
type FieldEvent = Pick<LeadEventRecord, 'kind' | 'fromValue' | 'toValue' | 'detail'>;

const text = (value: string | number | null | undefined) => (value == null ? null : String(value));

/** The back office's pipeline: lists, the board, one lead, its changes and notes. */
export function leadsService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const { store, clock } = ctx;
  const pipeline = leadPipeline(ctx);
  const stamp = () => new Date(clock.now()).toISOString();
  const today = () => istDateOf(clock.now());

  async function get(id: number): Promise<LeadDetail> {
    const lead = await store.leads.find(id);
    if (!lead) throw notFound(LEAD_MESSAGES.notFound);
    const [notes, events] = await Promise.all([store.leads.listNotes(id), store.leads.listEvents(id)]);
    return {
      ...lead,
      notes,
      history: events.map(({ leadId: _lead, actor: _actor, ...event }) => event),
    };
  }

  return {
    get,

    list: (filters: LeadFilters, params: ListParams<LeadSort>): Promise<{ items: LeadSummary[]; total: number }> =>
      store.leads.list({
        ...filters,
        today: today(),
        pattern: params.q ? likePattern(params.q) : undefined,
        sort: params.sort,
        order: params.order,
        limit: params.limit,
        offset: params.offset,
      }),

    async board(): Promise<LeadBoard> {
      const counts = await store.leads.countByStage();
      return Promise.all(
        LEAD_STAGES.map(async (stage) => ({
          stage,
          count: counts.get(stage) ?? 0,
          leads: await store.leads.latestInStage(stage, BOARD_COLUMN_SIZE),
        })),
      );
    },

    owners: () => store.leads.owners(),

    /** Open leads whose follow-up is due today (IST) or overdue. */
    dueFollowUps: (limit: number) => store.leads.dueFollowUps(today(), limit),

    /**
     * Applies the fields given, in one transaction with an audit entry per field that changed.
     * Each field is set only while it still holds what this change was decided on, so of two staff
     * changing the same field at once one is told to reload (409); different fields both apply.
     */
    async change(by: Staff, id: number, change: LeadChange): Promise<LeadDetail> {
      if (change.ownerId != null && !(await store.leads.owners()).some((owner) => owner.id === change.ownerId))
        throw badRequest(VALIDATION_FAILED, { ownerId: [LEAD_FIELD_MESSAGES.ownerInvalid] });
      await store.transaction(async (tx) => {
        const lead = await tx.leads.findRecord(id);
        if (!lead) throw notFound(LEAD_MESSAGES.notFound);
        const expected: LeadFields = {};
        const fields: LeadFields = {};
        const events: FieldEvent[] = [];
        if (change.stage !== undefined) {
          const stage = stageChange(lead, change.stage as LeadStage, change.lostReason);
          if (stage) {
            Object.assign(expected, stage.expected);
            Object.assign(fields, stage.fields);
            events.push(stage.event);
          }
        }
        const simple = [
          ['ownerId', 'owner'],
          ['followUpDate', 'followUp'],
          ['eventDate', 'eventDate'],
          ['guests', 'guests'],
        ] as const;
        for (const [key, kind] of simple) {
          const value = change[key];
          if (value === undefined || value === lead[key]) continue;
          Object.assign(expected, { [key]: lead[key] });
          Object.assign(fields, { [key]: value });
          events.push({ kind, fromValue: text(lead[key]), toValue: text(value), detail: null });
        }
        if (events.length === 0) return;
        const at = stamp();
        if (!(await tx.leads.update(id, expected, fields, at))) throw conflict(LEAD_MESSAGES.changedMeanwhile);
        for (const event of events) await tx.leads.addEvent({ leadId: id, ...event, ...actorOf(by), createdAt: at });
      });
      return get(id);
    },

    async addNote(by: Staff, id: number, noteText: string): Promise<LeadDetail> {
      await store.transaction(async (tx) => {
        if (!(await tx.leads.findRecord(id))) throw notFound(LEAD_MESSAGES.notFound);
        const at = stamp();
        await tx.leads.addNote({ leadId: id, authorId: by.id, authorEmail: by.email, text: noteText, createdAt: at });
        // Touches the lead, so the board and the list see it was worked on.
        await tx.leads.update(id, {}, {}, at);
        await tx.leads.addEvent({
          leadId: id,
          kind: 'note',
          fromValue: null,
          toValue: null,
          detail: noteText,
          ...actorOf(by),
          createdAt: at,
        });
      });
      return get(id);
    },

    ofSource: async (source: LeadSource, sourceId: number): Promise<LeadOfSource> => ({
      lead: (await store.leads.findBySource(source, sourceId)) ?? null,
    }),

    /**
     * "Event enquiry" on a contact message: the message becomes a lead, once (the unique index
     * holds it; a second click, or two staff at once, find the lead made first).
     */
    async fromContactMessage(by: Staff, messageId: number): Promise<{ id: number; created: boolean }> {
      return store.transaction(async (tx) => {
        const message = await tx.inbox.find('contact', messageId);
        if (!message) throw notFound(LEAD_MESSAGES.messageNotFound);
        const lead = await pipeline.createFromSource(
          tx,
          {
            source: 'contact',
            sourceId: messageId,
            name: message.name,
            email: message.email,
            phone: message.phone,
            eventType: '',
            budget: null,
            message: message.text,
            createdAt: message.createdAt,
          },
          by,
        );
        if (lead) return { id: lead.id, created: true };
        const existing = await tx.leads.findBySource('contact', messageId);
        return { id: existing!.id, created: false };
      });
    },
  };
}
