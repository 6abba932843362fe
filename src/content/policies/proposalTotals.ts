import type {
  ProposalAdvance,
  ProposalInput,
  ProposalLine,
  ProposalLineInput,
  ProposalTotals,
} from '../../shared/contract/proposal';
import { PROPOSAL_MESSAGES } from '../../shared/contract/proposal';
import { findCatalogueItem, parseCataloguePrice } from '../serviceCatalogue';
import { GST_STATE_CODES, SERVICES_SAC, taxOfInclusiveAmount } from './gst';

/*
 * A proposal's money, the one computation the builder's live totals and the server's stored
 * totals share. Prices are GST-inclusive like every price of the company (gst.ts): the discount
 * comes off the subtotal, the GST is the tax inside what remains (CGST + SGST when the venue is
 * in the company's state, IGST otherwise; SAC 998596), and the advance is a share of that total
 * with its own tax split at the same rate.
 */

export type ProposalProblems = Partial<Record<string, string>>;

/** A line as priced: a priced catalogue service at the catalogue's price, anything else at the unit price given. */
export function priceLine(line: ProposalLineInput): ProposalLine | string {
  if (line.kind === 'catalogue') {
    const item = line.serviceId === null ? undefined : findCatalogueItem(line.serviceId);
    if (!item) return PROPOSAL_MESSAGES.service;
    const price = parseCataloguePrice(item.price);
    const unitPaise = price ? price.amount * 100 : line.unitPaise;
    const description = price?.qualifier ? `${item.name} (${price.qualifier})` : item.name;
    return {
      serviceId: item.id,
      description,
      quantity: line.quantity,
      unitPaise,
      amountPaise: unitPaise * line.quantity,
    };
  }
  return {
    serviceId: null,
    description: line.description,
    quantity: line.quantity,
    unitPaise: line.unitPaise,
    amountPaise: line.unitPaise * line.quantity,
  };
}

export interface ComputedProposal {
  lines: ProposalLine[];
  totals: ProposalTotals;
  advance: ProposalAdvance;
}

/** The lines, totals and advance of a proposal, or the problems (field path -> message) that stop it. */
export function computeProposal(
  input: Pick<
    ProposalInput,
    | 'lines'
    | 'discountPaise'
    | 'gstRatePercent'
    | 'placeOfSupply'
    | 'advanceKind'
    | 'advancePercent'
    | 'advanceFixedPaise'
  >,
  /** The seller's state (the server's seller profile; the builder's preview assumes the company's address). */
  sellerState: string,
): { ok: true; value: ComputedProposal } | { ok: false; problems: ProposalProblems } {
  const problems: ProposalProblems = {};
  const lines: ProposalLine[] = [];
  input.lines.forEach((line, index) => {
    const priced = priceLine(line);
    if (typeof priced === 'string') problems[`lines[${index}].serviceId`] = priced;
    else lines.push(priced);
  });
  const subtotalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (input.discountPaise > subtotalPaise) problems.discountPaise = PROPOSAL_MESSAGES.discount;
  const stateCode = GST_STATE_CODES[input.placeOfSupply as keyof typeof GST_STATE_CODES];
  if (!stateCode) problems.placeOfSupply = PROPOSAL_MESSAGES.placeOfSupply;
  const totalPaise = Math.max(0, subtotalPaise - input.discountPaise);
  const advancePaise =
    input.advanceKind === 'percent'
      ? Math.floor((totalPaise * input.advancePercent + 50) / 100)
      : input.advanceFixedPaise;
  if (input.advanceKind === 'fixed' && (advancePaise <= 0 || advancePaise > totalPaise))
    problems.advanceFixedPaise = PROPOSAL_MESSAGES.advanceFixed;
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const withinState = stateCode === GST_STATE_CODES[sellerState as keyof typeof GST_STATE_CODES];
  const rate = input.gstRatePercent;
  const tax = taxOfInclusiveAmount(totalPaise, rate, withinState);
  const advanceTax = taxOfInclusiveAmount(advancePaise, rate, withinState);
  return {
    ok: true,
    value: {
      lines,
      totals: {
        subtotalPaise,
        discountPaise: input.discountPaise,
        totalPaise,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        igstPaise: tax.igstPaise,
        gstRatePercent: rate,
        sac: SERVICES_SAC,
        withinState,
      },
      advance: {
        kind: input.advanceKind,
        percent: input.advanceKind === 'percent' ? input.advancePercent : null,
        amountPaise: advancePaise,
        taxablePaise: advanceTax.taxablePaise,
        gstPaise: advancePaise - advanceTax.taxablePaise,
        gstRatePercent: rate,
        sac: SERVICES_SAC,
      },
    },
  };
}
