import { COMPANY } from '@/content/company';
import { computeProposal, type ComputedProposal } from '@/content/policies/proposalTotals';
import { DEFAULT_PROPOSAL_TERMS, type AdminProposal, type ProposalInput } from '@/shared/contract/proposal';

/*
 * The builder's form: amounts typed in rupees (what staff think in), sent to the server in
 * paise. The live totals run the same computation as the server (proposalTotals.ts); the
 * server's answer is what is stored and sent.
 */

export interface BuilderLine {
  kind: 'catalogue' | 'custom';
  serviceId: string;
  description: string;
  quantity: string;
  unitRupees: string;
}

export interface BuilderValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  leadId: number | null;
  eventDate: string;
  venue: string;
  placeOfSupply: string;
  lines: BuilderLine[];
  discountRupees: string;
  gstRatePercent: string;
  advanceKind: 'percent' | 'fixed';
  advancePercent: string;
  advanceFixedRupees: string;
  validUntil: string;
  terms: string;
}

export const newLine = (kind: BuilderLine['kind']): BuilderLine => ({
  kind,
  serviceId: '',
  description: '',
  quantity: '1',
  unitRupees: '',
});

const rupeesOf = (paise: number) => (paise === 0 ? '' : String(paise / 100));
/** Rupees as typed (`1,500.50` or `1500.5`) in whole paise; NaN when it is not an amount. */
export const paiseOf = (rupees: string) => {
  const text = rupees.replace(/,/g, '').trim();
  if (text === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
};

/** Who a new proposal is for, taken from its lead (the enquiry's contact and event date). */
export interface ProposalClient {
  name: string;
  email: string;
  phone: string;
  eventDate: string | null;
}

export const emptyValues = (leadId: number | null, client?: ProposalClient): BuilderValues => ({
  clientName: client?.name ?? '',
  clientEmail: client?.email ?? '',
  clientPhone: client?.phone ?? '',
  leadId,
  eventDate: client?.eventDate ?? '',
  venue: '',
  placeOfSupply: COMPANY.address.state,
  lines: [newLine('catalogue')],
  discountRupees: '',
  gstRatePercent: '18',
  advanceKind: 'percent',
  advancePercent: '25',
  advanceFixedRupees: '',
  validUntil: '',
  terms: DEFAULT_PROPOSAL_TERMS,
});

export function valuesOf(proposal: AdminProposal): BuilderValues {
  const { input } = proposal;
  return {
    ...input,
    clientPhone: input.clientPhone ?? '',
    lines: input.lines.map((line) => ({
      kind: line.kind,
      serviceId: line.serviceId === null ? '' : String(line.serviceId),
      description: line.description ?? '',
      quantity: String(line.quantity),
      unitRupees: rupeesOf(line.unitPaise),
    })),
    discountRupees: rupeesOf(input.discountPaise),
    gstRatePercent: String(input.gstRatePercent),
    advancePercent: String(input.advancePercent),
    advanceFixedRupees: rupeesOf(input.advanceFixedPaise),
  };
}

/** The request the form's values make (numbers where the contract has numbers; the server validates). */
export function inputOf(values: BuilderValues): ProposalInput {
  return {
    ...values,
    lines: values.lines.map((line) => ({
      kind: line.kind,
      serviceId: line.kind === 'catalogue' && line.serviceId !== '' ? Number(line.serviceId) : null,
      description: line.kind === 'custom' ? line.description : '',
      quantity: Number(line.quantity),
      unitPaise: paiseOf(line.unitRupees),
    })),
    discountPaise: paiseOf(values.discountRupees),
    gstRatePercent: Number(values.gstRatePercent) as ProposalInput['gstRatePercent'],
    advancePercent: Number(values.advancePercent),
    advanceFixedPaise: paiseOf(values.advanceFixedRupees),
  };
}

/** The live totals, or null while a line or amount is not complete. */
export function liveTotals(values: BuilderValues): ComputedProposal | null {
  const input = inputOf(values);
  const numbers = [
    input.discountPaise,
    input.advancePercent,
    input.advanceFixedPaise,
    ...input.lines.flatMap((line) => [line.quantity, line.unitPaise]),
  ];
  if (numbers.some((value) => !Number.isSafeInteger(value) || value < 0)) return null;
  const computed = computeProposal(input, COMPANY.address.state);
  return computed.ok ? computed.value : null;
}

/** Server field names -> the form's (amounts in paise there, rupees here). */
export function serverFieldNames(lineCount: number): { fields: string[]; rename: Record<string, string> } {
  const rename: Record<string, string> = {
    discountPaise: 'discountRupees',
    advanceFixedPaise: 'advanceFixedRupees',
  };
  const fields = [
    'clientName',
    'clientEmail',
    'clientPhone',
    'eventDate',
    'venue',
    'placeOfSupply',
    'discountRupees',
    'gstRatePercent',
    'advancePercent',
    'advanceFixedRupees',
    'validUntil',
    'terms',
  ];
  for (let index = 0; index < lineCount; index += 1) {
    for (const name of ['serviceId', 'description', 'quantity']) fields.push(`lines[${index}].${name}`);
    fields.push(`lines[${index}].unitRupees`);
    rename[`lines[${index}].unitPaise`] = `lines[${index}].unitRupees`;
  }
  return { fields, rename };
}
