import { CONSULTATION_BUDGET_LABELS, EVENT_TYPE_LABELS } from '@/content/booking';
import type { ConsultationBudget, EventType } from '@/shared/config/booking';
import { LEAD_SOURCE_LABELS, LEAD_STAGE_LABELS, type LeadEvent, type LeadStage } from '@/shared/contract/lead';

export const LEADS_TEXT = {
  title: 'Leads',
  listTab: 'List',
  boardTab: 'Board',
  views: 'Views of the leads',
  caption: 'Leads',
  search: 'Search leads',
  searchHint: 'Name or e-mail',
  stageFilter: 'Stage',
  allStages: 'Any stage',
  ownerFilter: 'Owner',
  anyOwner: 'Anyone',
  followUpFilter: 'Follow-up',
  fromFilter: 'Came in from (IST)',
  toFilter: 'Came in until (IST)',
  anyFollowUp: 'Any',
  followUpLabels: { due: 'Due today or overdue', overdue: 'Overdue' },
  empty: 'No leads match. Change the search or the filters.',
  columns: {
    name: 'Name',
    source: 'Source',
    stage: 'Stage',
    owner: 'Owner',
    followUp: 'Follow-up',
    updated: 'Last change',
  },
  loadFailed: 'The leads could not be loaded. Please try again.',
  leadFailed: 'This lead could not be loaded.',
  saveFailed: 'The change could not be saved. Please try again.',
  enquiryFailed: 'The message could not be made a lead. Please try again.',
  nobody: 'Nobody',
  none: '—',
  boardColumn: (stage: LeadStage, count: number) => `${LEAD_STAGE_LABELS[stage]} (${count})`,
  boardMore: (shown: number, count: number) => `Showing the ${shown} latest of ${count}.`,
  boardEmpty: 'No leads',
  moveTo: 'Move to',
  moveLabel: (name: string) => `Stage of ${name}`,
  move: 'Move',
  moved: (name: string, stage: LeadStage) => `${name} moved to ${LEAD_STAGE_LABELS[stage]}.`,
  lostReason: 'Why was it lost?',
  lostReasonHint: 'Required for a lost lead: the staff read it later.',
  backToList: 'Back to the leads',
  details: 'Enquiry',
  fields: {
    source: 'Source',
    email: 'E-mail',
    phone: 'Phone',
    eventType: 'Event type',
    eventDate: 'Event date',
    guests: 'Guests',
    budget: 'Budget',
    message: 'Message',
    received: 'Received',
  },
  openSource: 'Open the original message',
  pipeline: 'Pipeline',
  stage: 'Stage',
  owner: 'Owner',
  followUpDate: 'Follow-up date (IST)',
  followUpHint: 'The lead shows in the notifications from this day on until it is won or lost.',
  save: 'Save',
  saved: 'Saved.',
  notes: 'Notes',
  noteLabel: 'New note',
  addNote: 'Add note',
  noteAdded: 'Note added.',
  noNotes: 'No notes yet.',
  noteBy: (author: string, when: string) => `${author}, ${when}`,
  history: 'History',
  markEnquiry: 'Event enquiry',
  markEnquiryHint: 'Makes this message a lead in the enquiry pipeline.',
  openLead: 'Open the lead',
  leadOfMessage: (stage: LeadStage) => `This message is a lead (${LEAD_STAGE_LABELS[stage]}).`,
} as const;

export const stageLabel = (stage: LeadStage) => LEAD_STAGE_LABELS[stage];
export { LEAD_SOURCE_LABELS, LEAD_STAGE_LABELS };

export const eventTypeLabel = (value: string) => EVENT_TYPE_LABELS[value as EventType] ?? value;
export const budgetLabel = (value: string | null) =>
  value ? (CONSULTATION_BUDGET_LABELS[value as ConsultationBudget] ?? value) : '';

const value = (kind: LeadEvent['kind'], raw: string | null, owners: Map<number, string>) => {
  if (raw === null) return LEADS_TEXT.none;
  if (kind === 'stage' || kind === 'created') return LEAD_STAGE_LABELS[raw as LeadStage] ?? raw;
  if (kind === 'owner') return owners.get(Number(raw)) ?? `#${raw}`;
  return raw;
};

/** One line of the audit log, in words. */
export function describeEvent(event: LeadEvent, owners: Map<number, string>): string {
  const who = event.actorEmail ?? 'The website';
  const from = value(event.kind, event.fromValue, owners);
  const to = value(event.kind, event.toValue, owners);
  switch (event.kind) {
    case 'created':
      return `${who}: created the lead`;
    case 'stage':
      return `${who}: stage ${from} → ${to}${event.detail ? ` (${event.detail})` : ''}`;
    case 'owner':
      return `${who}: owner ${from} → ${to}`;
    case 'followUp':
      return `${who}: follow-up ${from} → ${to}`;
    case 'eventDate':
      return `${who}: event date ${from} → ${to}`;
    case 'guests':
      return `${who}: guests ${from} → ${to}`;
    case 'note':
      return `${who}: added a note`;
  }
}
