import type { PaymentRequestView } from './paymentRequest';
import * as yup from 'yup';
import { GST_RATES, type GstRate } from './productTax';
import { isIsoDate } from './fields/bookingDates';
import { PHONE_PATTERN } from './fields/contactFields';
import { noLinks } from './fields/noLinks';

/*
 * A proposal (quotation) for an event: what the back office's builder sends and the client's
 * page reads. Amounts are whole paise; the totals are computed from the lines
 * (src/content/policies/proposalTotals.ts), on the server for what is stored and sent.
 */

export const PROPOSAL_STATUSES = ['draft', 'sent', 'accepted', 'withdrawn', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_LIMITS = {
  lines: 40,
  quantity: 9999,
  /** ₹1 crore per unit, in paise. */
  unitPaise: 1_00_00_000_00,
  description: 200,
  venue: 200,
  terms: 5000,
  name: 100,
} as const;

export const DEFAULT_PROPOSAL_TERMS = [
  'Prices are in Indian rupees and include GST at the rate shown.',
  'The event date is reserved for you once this proposal is accepted; the advance shown is due within 7 days of acceptance.',
  'The balance is due 7 days before the event.',
  'Changes to the scope after acceptance are quoted separately.',
  'Cancellation, as our refund policy for event advances: more than 7 days before the event, the advance is refunded less a ₹500 fee; more than 48 hours before, half of it; later, none.',
].join('\n');

export const PROPOSAL_MESSAGES = {
  clientName: 'Enter the client’s name',
  clientEmail: 'Enter a valid e-mail address',
  clientPhone: 'Enter a valid phone number',
  eventDate: 'Choose the event date',
  venue: 'Enter the venue',
  placeOfSupply: 'Choose the state of the venue',
  lines: 'Add at least one line',
  tooManyLines: `At most ${PROPOSAL_LIMITS.lines} lines`,
  service: 'Choose a service from the catalogue',
  description: 'Describe the line',
  quantity: `Quantity: a whole number from 1 to ${PROPOSAL_LIMITS.quantity}`,
  unitPrice: 'Enter the unit price in rupees',
  discount: 'The discount must be a whole amount in paise, not more than the subtotal',
  gstRate: 'Choose the GST rate: 0, 5, 12, 18 or 28 %',
  advancePercent: 'The advance percentage must be from 1 to 100',
  advanceFixed: 'The fixed advance must be more than zero and not more than the total',
  validUntil: 'Choose the date until which the proposal is valid',
  validBeforeEvent: 'The proposal must expire on or before the event date',
  terms: `Please keep the terms under ${PROPOSAL_LIMITS.terms} characters`,
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  fullName: 'Type your full name (2 to 100 characters)',
  agree: 'Please tick to agree to the terms',
  version: 'The version you read is missing',
} as const;

const M = PROPOSAL_MESSAGES;

const isoDate = (message: string) =>
  yup
    .string()
    .required(message)
    .test('iso-date', message, (value) => value === undefined || isIsoDate(value));

const wholeNumber = (message: string, min: number, max: number) =>
  yup.number().typeError(message).required(message).integer(message).min(min, message).max(max, message);

/** One line: a service of the catalogue (its name and, when it has one, its price) or a custom line. */
export const proposalLineSchema = yup.object({
  kind: yup.mixed<'catalogue' | 'custom'>().oneOf(['catalogue', 'custom']).required(M.service),
  serviceId: yup
    .number()
    .typeError(M.service)
    .integer(M.service)
    .nullable()
    .default(null)
    .when('kind', { is: 'catalogue', then: (schema) => schema.required(M.service) }),
  description: yup
    .string()
    .trim()
    .default('')
    .max(PROPOSAL_LIMITS.description, M.tooLong(PROPOSAL_LIMITS.description))
    .when('kind', { is: 'custom', then: (schema) => schema.required(M.description) }),
  quantity: wholeNumber(M.quantity, 1, PROPOSAL_LIMITS.quantity),
  /** Used for custom lines and catalogue services priced on request; a priced service's price is the catalogue's. */
  unitPaise: wholeNumber(M.unitPrice, 0, PROPOSAL_LIMITS.unitPaise),
});

export type ProposalLineInput = yup.InferType<typeof proposalLineSchema>;

/** What the builder saves (`POST /api/admin/proposals`, `PUT /api/admin/proposals/:id`). */
export const proposalSchema = yup.object({
  clientName: noLinks(
    yup.string().trim().required(M.clientName).max(PROPOSAL_LIMITS.name, M.tooLong(PROPOSAL_LIMITS.name)),
  ),
  clientEmail: yup.string().trim().required(M.clientEmail).email(M.clientEmail).max(254, M.clientEmail),
  clientPhone: yup
    .string()
    .trim()
    .default('')
    .matches(PHONE_PATTERN, { message: M.clientPhone, excludeEmptyString: true }),
  leadId: yup.number().integer().positive().nullable().default(null),
  eventDate: isoDate(M.eventDate),
  venue: yup.string().trim().required(M.venue).max(PROPOSAL_LIMITS.venue, M.tooLong(PROPOSAL_LIMITS.venue)),
  /** The venue's state (GST's place of supply); checked against the list of states by the totals. */
  placeOfSupply: yup.string().trim().default('Delhi').max(60, M.placeOfSupply),
  lines: yup.array(proposalLineSchema).required(M.lines).min(1, M.lines).max(PROPOSAL_LIMITS.lines, M.tooManyLines),
  discountPaise: wholeNumber(M.discount, 0, PROPOSAL_LIMITS.unitPaise * 100).default(0),
  gstRatePercent: yup
    .mixed<GstRate>()
    .oneOf([...GST_RATES], M.gstRate)
    .default(18),
  advanceKind: yup.mixed<'percent' | 'fixed'>().oneOf(['percent', 'fixed']).default('percent'),
  advancePercent: wholeNumber(M.advancePercent, 1, 100).default(25),
  advanceFixedPaise: wholeNumber(M.advanceFixed, 0, PROPOSAL_LIMITS.unitPaise * 100).default(0),
  validUntil: isoDate(M.validUntil).test(
    'before-event',
    M.validBeforeEvent,
    (value, context) => !value || !isIsoDate(context.parent.eventDate) || value <= context.parent.eventDate,
  ),
  terms: yup.string().trim().default(DEFAULT_PROPOSAL_TERMS).max(PROPOSAL_LIMITS.terms, M.terms),
});

export type ProposalInput = yup.InferType<typeof proposalSchema>;

/** The client's acceptance (`POST /api/proposals/:token/accept`): the version they read, their name, their agreement. */
export const proposalAcceptSchema = yup.object({
  version: wholeNumber(M.version, 1, 1_000_000),
  fullName: noLinks(yup.string().trim().required(M.fullName).min(2, M.fullName).max(100, M.fullName)),
  agree: yup.boolean().required(M.agree).oneOf([true], M.agree),
});

export type ProposalAcceptInput = yup.InferType<typeof proposalAcceptSchema>;

/** A priced line as computed: its description, quantity, unit price and amount (GST included). */
export interface ProposalLine {
  serviceId: number | null;
  description: string;
  quantity: number;
  unitPaise: number;
  amountPaise: number;
}

/** The money of a proposal, all GST-inclusive paise (the tax is what is inside the total). */
export interface ProposalTotals {
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  gstRatePercent: GstRate;
  sac: string;
  withinState: boolean;
}

/** The advance due on acceptance, GST included, with its tax split (the same rate and SAC). */
export interface ProposalAdvance {
  kind: 'percent' | 'fixed';
  percent: number | null;
  amountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  gstRatePercent: GstRate;
  sac: string;
}

/** What a version of a proposal says, as computed when it was saved (kept as sent). */
export interface ProposalContent extends Omit<ProposalInput, 'lines' | 'leadId'> {
  lines: ProposalLine[];
  totals: ProposalTotals;
  advance: ProposalAdvance;
}

export interface ProposalAcceptance {
  name: string;
  at: string;
  version: number;
}

/** A proposal as the back office reads it (`GET /api/admin/proposals/:id`). */
export interface AdminProposal {
  id: number;
  number: string;
  status: ProposalStatus;
  version: number;
  /** The latest version the client was sent (null: never sent). */
  sentVersion: number | null;
  leadId: number | null;
  /** The editable input of the current version. */
  input: ProposalInput;
  content: ProposalContent;
  link: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  acceptance: (ProposalAcceptance & { ip: string }) | null;
  /** The advance's payment request once accepted, else null. */
  payment: PaymentRequestView | null;
  history: Array<{ action: string; version: number; actor: string; at: string }>;
}

/** A row of the back office's list. */
export interface AdminProposalRow {
  id: number;
  number: string;
  status: ProposalStatus;
  version: number;
  clientName: string;
  eventDate: string;
  totalPaise: number;
  validUntil: string;
  updatedAt: string;
}

/** What the client's page reads (`GET /api/proposals/:token`): the latest sent version. */
export interface PublicProposal {
  number: string;
  status: ProposalStatus;
  version: number;
  /** True when staff are revising it: the version shown can no longer be accepted. */
  revising: boolean;
  clientName: string;
  content: ProposalContent;
  acceptance: ProposalAcceptance | null;
  advance: ProposalAdvance;
  /** The advance's payment request once accepted (status, pay options, receipt), else null. */
  payment: PaymentRequestView | null;
  /** Whether the online gateway is offered besides UPI. */
  onlineOffered: boolean;
}
