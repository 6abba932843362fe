import * as yup from 'yup';
import { isIsoDate } from './fields/bookingDates';

// The enquiry pipeline (`/api/admin/leads`): a whole-event enquiry from one of the public forms,
// moved by the staff through its stages, with an owner, a follow-up date and notes.

/** Where a lead came from: the inbox type of its source record. */
export const LEAD_SOURCES = ['consultation', 'contact', 'meeting'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The stages in their order (the board's columns). */
export const LEAD_STAGES = ['new', 'contacted', 'proposal_sent', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  consultation: 'Consultation request',
  contact: 'Contact message',
  meeting: 'Meeting registration',
};

/** Stages that end the pipeline: their follow-ups are never due. */
export const CLOSED_LEAD_STAGES: readonly LeadStage[] = ['won', 'lost'];

/** The list's follow-up filter: due today (IST) or overdue (before today). */
export const LEAD_FOLLOW_UPS = ['due', 'overdue'] as const;
export type LeadFollowUpFilter = (typeof LEAD_FOLLOW_UPS)[number];

export const LEAD_SORTS = ['createdAt', 'updatedAt', 'followUpDate', 'name'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_REASON_MAX_LENGTH = 500;
export const LEAD_NOTE_MAX_LENGTH = 2000;
export const LEAD_GUESTS_MAX = 100_000;

export const LEAD_FIELD_MESSAGES = {
  stageInvalid: 'Please choose a stage from the list',
  reasonRequired: 'Please say why the lead was lost',
  reasonTooLong: `Please keep the reason under ${LEAD_REASON_MAX_LENGTH} characters`,
  ownerInvalid: 'Please choose a staff member from the list',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  guestsInvalid: `Guests must be a whole number from 1 to ${LEAD_GUESTS_MAX}`,
  noteRequired: 'Please write the note',
  noteTooLong: `Please keep the note under ${LEAD_NOTE_MAX_LENGTH} characters`,
  nothingToChange: 'Nothing to change',
} as const;

const M = LEAD_FIELD_MESSAGES;

const optionalDate = () =>
  yup
    .string()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .test('iso-date', M.dateInvalid, (value) => value == null || isIsoDate(value));

/**
 * `PATCH /api/admin/leads/:id`: any of the fields; each one given is changed (and audited).
 * Moving to `lost` needs a reason; any other stage clears it.
 */
export const leadChangeSchema = yup
  .object({
    stage: yup.string().oneOf(LEAD_STAGES, M.stageInvalid),
    lostReason: yup
      .string()
      .trim()
      .max(LEAD_REASON_MAX_LENGTH, M.reasonTooLong)
      .when('stage', {
        is: 'lost',
        then: (schema) => schema.required(M.reasonRequired),
      }),
    ownerId: yup.number().integer(M.ownerInvalid).positive(M.ownerInvalid).nullable().typeError(M.ownerInvalid),
    followUpDate: optionalDate(),
    eventDate: optionalDate(),
    guests: yup
      .number()
      .integer(M.guestsInvalid)
      .min(1, M.guestsInvalid)
      .max(LEAD_GUESTS_MAX, M.guestsInvalid)
      .nullable()
      .typeError(M.guestsInvalid),
  })
  .test('something', M.nothingToChange, (value) =>
    (['stage', 'ownerId', 'followUpDate', 'eventDate', 'guests'] as const).some((key) => value[key] !== undefined),
  );

export type LeadChange = yup.InferType<typeof leadChangeSchema>;

/** `POST /api/admin/leads/:id/notes`. */
export const leadNoteSchema = yup.object({
  text: yup.string().trim().required(M.noteRequired).max(LEAD_NOTE_MAX_LENGTH, M.noteTooLong),
});

export type LeadNoteInput = yup.InferType<typeof leadNoteSchema>;

/** A staff member a lead can be given to. */
export interface LeadOwner {
  id: number;
  name: string;
}

/** A lead as the list and the board show it. */
export interface LeadSummary {
  id: number;
  source: LeadSource;
  sourceId: number;
  name: string;
  email: string;
  phone: string;
  eventType: string;
  eventDate: string | null;
  guests: number | null;
  /** The consultation form's budget range key (`200000-500000`), null when not asked. */
  budget: string | null;
  stage: LeadStage;
  lostReason: string | null;
  owner: LeadOwner | null;
  /** IST date `YYYY-MM-DD`. */
  followUpDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadNote {
  id: number;
  author: string;
  text: string;
  createdAt: string;
}

/** One entry of a lead's audit log: who changed what, from what, to what. */
export interface LeadEvent {
  id: number;
  kind: 'created' | 'stage' | 'owner' | 'followUp' | 'eventDate' | 'guests' | 'note';
  fromValue: string | null;
  toValue: string | null;
  /** A lost lead's reason, a note's text. */
  detail: string | null;
  /** The staff member's e-mail, or null for the public form that created it. */
  actorEmail: string | null;
  createdAt: string;
}

/** `GET /api/admin/leads/:id`. */
export interface LeadDetail extends LeadSummary {
  message: string;
  notes: LeadNote[];
  history: LeadEvent[];
}

/** `GET /api/admin/leads/board`: each stage's count and its most recently changed leads. */
export type LeadBoard = Array<{ stage: LeadStage; count: number; leads: LeadSummary[] }>;

/** `GET /api/admin/leads/source/:source/:id`: the lead made of an inbox message, if any. */
export interface LeadOfSource {
  lead: Pick<LeadSummary, 'id' | 'stage'> | null;
}
