import PDFDocument from 'pdfkit';
import { documentNumber, financialYear, taxOfInclusiveAmount } from '../../../src/content/policies/gst';
import type { GstRate } from '../../../src/shared/contract/productTax';
import type { AppContext } from '../../context';
import { DOCUMENT_PREFIX } from './billing.service';
import { amountInWords } from './amountInWords';
import { istDate, loadFonts, money } from './documentPdf';
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
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Credit Note ${note.number}`, Author: note.seller.name, CreationDate: new Date(note.issuedAt) },
  });
  doc.registerFont('regular', regular).registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const half = note.gstRatePercent / 2;
  const tax: Array<[string, string]> =
    note.igstPaise > 0
      ? [[`IGST ${note.gstRatePercent}%`, `₹${money(note.igstPaise)}`]]
      : [
          [`CGST ${half}%`, `₹${money(note.cgstPaise)}`],
          [`SGST ${half}%`, `₹${money(note.sgstPaise)}`],
        ];
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
    ...tax,
    ['Amount refunded', `₹${money(note.amountPaise)}`],
    ['In words', amountInWords(note.amountPaise)],
  ];
  doc.font('bold').fontSize(16).text('Credit Note');
  doc.font('regular').fontSize(9).text('Refund of an advance received for services (GST)');
  doc.moveDown();
  doc.font('bold').fontSize(11).text(note.seller.name);
  doc.font('regular').fontSize(9).text(note.seller.address).text(`GSTIN ${note.seller.gstin}`);
  doc.moveDown();
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, 40, y, { width: 140 });
    doc.font('regular').text(value, 190, y, { width: 365 });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
