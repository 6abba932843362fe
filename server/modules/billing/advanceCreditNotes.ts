import { documentNumber, financialYear, taxOfInclusiveAmount } from '../../../src/content/policies/gst';
import type { GstRate } from '../../../src/shared/contract/productTax';
import type { AppContext } from '../../context';
import { DOCUMENT_PREFIX } from './billing.service';
import { amountInWords } from './amountInWords';
import { istDate, money } from './documentPdf';
import { renderVoucherPdf, taxRows } from './voucherPdf';
import type { ReceiptContent } from './receipts';
import { sellerProfileService, type BillingRepositories } from './sellerProfile.service';

/*
 * The credit note issued when part or all of an advance is refunded: it reduces the receipt
 * voucher's value by the refunded amount and its GST (same rate and split as the receipt).
 * Numbered from the credit notes' serials (`CN/26-27/...`), kept as printed (JSON) with the refund.
 */

export interface AdvanceCreditNote {
  number: string;
  issuedAt: string;
  receipt: { number: string; issuedAt: string; amountPaise: number };
  reference: string;
  description: string;
  sac: string;
  gstRatePercent: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  payer: ReceiptContent['payer'];
  seller: ReceiptContent['seller'];
  reason: string;
}

export function advanceCreditNotes(ctx: Pick<AppContext, 'config' | 'clock'>) {
  const seller = sellerProfileService(ctx);
  return {
    /** Claims the next credit note number and builds the note against the receipt (stored by the caller). */
    async build(
      repos: BillingRepositories,
      receipt: ReceiptContent,
      amountPaise: number,
      reason: string,
    ): Promise<AdvanceCreditNote> {
      const at = new Date(ctx.clock.now());
      const serial = await repos.billing.claimSerial('credit_note', financialYear(at));
      const profile = await seller.current(repos);
      const tax = taxOfInclusiveAmount(amountPaise, receipt.gstRatePercent as GstRate, true);
      return {
        number: documentNumber(DOCUMENT_PREFIX.credit_note, at, serial),
        issuedAt: at.toISOString(),
        receipt: { number: receipt.number, issuedAt: receipt.issuedAt, amountPaise: receipt.amountPaise },
        reference: receipt.reference,
        description: receipt.description,
        sac: receipt.sac,
        gstRatePercent: receipt.gstRatePercent,
        amountPaise,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        igstPaise: tax.igstPaise,
        payer: receipt.payer,
        seller: {
          name: profile.legalName,
          address: profile.address,
          gstin: profile.gstin,
          state: profile.state,
          stateCode: profile.stateCode,
        },
        reason,
      };
    },
  };
}

/** The credit note as an A4 PDF of text, from its stored content only. */
export function renderAdvanceCreditNotePdf(note: AdvanceCreditNote): Promise<Buffer> {
  const rows: Array<[string, string]> = [
    ['Credit note number', note.number],
    ['Date', istDate(note.issuedAt)],
    [
      'Against receipt',
      `${note.receipt.number} of ${istDate(note.receipt.issuedAt)} (₹${money(note.receipt.amountPaise)})`,
    ],
    ['Issued to', note.payer.name],
    ['For', `${note.description} (${note.reference})`],
    ['Reason', note.reason],
    ['SAC', note.sac],
    ['Place of supply', `${note.seller.stateCode}-${note.seller.state}`],
    ['Taxable value', `₹${money(note.taxablePaise)}`],
    ...taxRows(note),
    ['Amount refunded', `₹${money(note.amountPaise)}`],
    ['In words', amountInWords(note.amountPaise)],
  ];
  return renderVoucherPdf({
    title: 'Credit Note',
    number: note.number,
    subtitle: 'Refund of an advance received for services (GST)',
    issuedAt: note.issuedAt,
    seller: note.seller,
    rows,
  });
}
