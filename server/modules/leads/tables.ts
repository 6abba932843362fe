import type { Generated, Selectable } from 'kysely';
import type { LeadEvent, LeadSource, LeadStage } from '../../../src/shared/contract/lead';

/*
 * The enquiry pipeline (migration 0021). Conventions as in server/platform/db/schema.ts: camelCase
 * here, snake_case in SQL; `...At` columns are ISO strings; dates (`eventDate`, `followUpDate`) are
 * IST calendar dates `YYYY-MM-DD`.
 */

/** One lead per source record (unique `source`, `sourceId`). */
export interface LeadsTable {
  id: Generated<number>;
  source: LeadSource;
  sourceId: number;
  name: string;
  /** '' when the source asks none (a meeting registration). */
  email: string;
  phone: string;
  /** The form's event type key, '' when not given. */
  eventType: string;
  eventDate: string | null;
  guests: number | null;
  budget: string | null;
  message: string;
  stage: LeadStage;
  /** Required by the database when the stage is `lost`, null otherwise. */
  lostReason: string | null;
  ownerId: number | null;
  followUpDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadNotesTable {
  id: Generated<number>;
  leadId: number;
  authorId: number;
  /** The author's e-mail as it was then. */
  authorEmail: string;
  text: string;
  createdAt: string;
}

/** The audit log of a lead: each change with who made it (an admin's entry must name their e-mail). */
export interface LeadEventsTable extends Omit<LeadEvent, 'id'> {
  id: Generated<number>;
  leadId: number;
  /** `admin:<id>`, `visitor` (the public form), `system` (the migration's backfill) or `system:<what>` (another module's step). */
  actor: string;
}

export type LeadRecord = Selectable<LeadsTable>;
export type LeadEventRecord = Selectable<LeadEventsTable>;

/** The leads module's tables, as the query layer sees them (part of `Database`). */
export interface LeadsTables {
  leads: LeadsTable;
  leadNotes: LeadNotesTable;
  leadEvents: LeadEventsTable;
}
