import {
  LEAD_FIELD_MESSAGES,
  LEAD_SOURCE_LABELS,
  type LeadSource,
  type LeadStage,
  type LeadSummary,
} from '../../../src/shared/contract/lead';
import { EVENT_TYPE_LABELS } from '../../../src/content/booking';
import type { EventType } from '../../../src/shared/config/booking';
import { ROUTES } from '../../../src/shared/config/routes';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../platform/lib/httpError';
import type { Repositories } from '../../store';
import { staffEvents } from '../staff';
import type { LeadFields } from './leads.repository';
import type { LeadEventRecord, LeadRecord } from './tables';

export const LEAD_MESSAGES = {
  notFound: 'This lead does not exist.',
  changedMeanwhile: 'Someone else changed this lead meanwhile. Reload it and try again.',
  changed: 'Lead updated.',
  noted: 'Note added.',
  created: 'The message is now a lead.',
  existed: 'The message is a lead already.',
  messageNotFound: 'This message does not exist.',
} as const;

/**
 * Who changes a lead: a staff member (the audit log keeps the account and its e-mail), or another
 * module's step on someone else's word (`{ system: 'proposal-accepted' }`).
 */
export type LeadActor = { id: number; email: string } | { system: string };

export const actorOf = (by: LeadActor) =>
  'system' in by
    ? { actor: `system:${by.system}`, actorEmail: null }
    : { actor: `admin:${by.id}`, actorEmail: by.email };

/** A message's first words, for a notification's line. */
const clip = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** What a public form's record brings to its lead. */
export interface LeadSourceRecord {
  source: LeadSource;
  sourceId: number;
  name: string;
  email: string;
  phone: string;
  eventType: string;
  budget: string | null;
  message: string;
  /** When the record was received (ISO): the lead's creation time. */
  createdAt: string;
}

/** The fields and the audit entry of moving `lead` to `stage`; undefined when nothing changes. */
export function stageChange(
  lead: Pick<LeadRecord, 'stage' | 'lostReason'>,
  stage: LeadStage,
  reason?: string,
):
  | {
      expected: LeadFields;
      fields: LeadFields;
      event: Pick<LeadEventRecord, 'kind' | 'fromValue' | 'toValue' | 'detail'>;
    }
  | undefined {
  const lostReason = stage === 'lost' ? (reason ?? '').trim() : null;
  if (stage === 'lost' && !lostReason)
    throw badRequest('Please correct the highlighted fields', { lostReason: [LEAD_FIELD_MESSAGES.reasonRequired] });
  if (lead.stage === stage && lead.lostReason === lostReason) return undefined;
  return {
    expected: { stage: lead.stage, lostReason: lead.lostReason },
    fields: { stage, lostReason },
    event: { kind: 'stage', fromValue: lead.stage, toValue: stage, detail: lostReason },
  };
}

/**
 * The pipeline as other modules use it, inside their own transactions: a form's record becomes a
 * lead (the inbox), a proposal moves its lead on (proposals).
 */
export function leadPipeline(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const stamp = () => new Date(ctx.clock.now()).toISOString();
  const staff = staffEvents(ctx);

  return {
    /** The lead with its owner, or undefined. */
    findLead: (id: number): Promise<(LeadSummary & { message: string }) | undefined> => ctx.store.leads.find(id),

    /**
     * Makes the record a lead in `tx` (stage `new`); undefined when it is one already (one lead per
     * source record, held by a unique index).
     */
    async createFromSource(tx: Repositories, record: LeadSourceRecord, by: LeadActor | 'visitor') {
      const lead = await tx.leads.insert({
        ...record,
        eventDate: null,
        guests: null,
        stage: 'new',
        lostReason: null,
        ownerId: null,
        followUpDate: null,
        updatedAt: record.createdAt,
      });
      if (!lead) return undefined;
      const who = by === 'visitor' ? { actor: 'visitor', actorEmail: null } : actorOf(by);
      await tx.leads.addEvent({
        leadId: lead.id,
        kind: 'created',
        fromValue: null,
        toValue: 'new',
        detail: null,
        ...who,
        createdAt: by === 'visitor' ? record.createdAt : stamp(),
      });
      await staff.notify(tx, {
        kind: 'enquiry',
        title: `New enquiry: ${lead.name}`,
        body: `${LEAD_SOURCE_LABELS[record.source]}${record.eventType ? `, ${EVENT_TYPE_LABELS[record.eventType as EventType] ?? record.eventType}` : ''}: ${clip(record.message)}`,
        href: ROUTES.adminLead.replace(':id', String(lead.id)),
        dedupeKey: `lead:${lead.id}:created`,
      });
      return lead;
    },

    /**
     * Moves the lead to `stage` in `tx` and writes the audit entry; `lost` needs `reason` (400
     * otherwise). Moving it to the stage it is in changes nothing. 404 for no such lead, 409 when
     * another change of its stage came first.
     */
    async setStage(tx: Repositories, leadId: number, stage: LeadStage, by: LeadActor, reason?: string): Promise<void> {
      const lead = await tx.leads.findRecord(leadId);
      if (!lead) throw notFound(LEAD_MESSAGES.notFound);
      const change = stageChange(lead, stage, reason);
      if (!change) return;
      const at = stamp();
      if (!(await tx.leads.update(leadId, change.expected, change.fields, at)))
        throw conflict(LEAD_MESSAGES.changedMeanwhile);
      await tx.leads.addEvent({ leadId, ...change.event, ...actorOf(by), createdAt: at });
    },
  };
}
