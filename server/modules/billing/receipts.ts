import { documentNumber, financialYear, taxOfInclusiveAmount } from '../../../src/content/policies/gst';
import type { GstRate } from '../../../src/shared/contract/productTax';
import type { AppContext } from '../../context';
import { amountInWords } from './amountInWords';
import { istDate, money } from './documentPdf';
import { renderVoucherPdf, taxRows } from './voucherPdf';
import { sellerProfileService, type BillingRepositories } from './sellerProfile.service';

/*
 * Receipt vouchers: what GST asks for when money is received before the service is supplied (an
 * advance). Numbered `RV/26-27/000001` from the same serials as invoices (kind `receipt`), kept
 * as printed (JSON) by the payments module with the request it receipts. The place of supply is
 * the seller's state: the events are held in Delhi, and the customer's state is not asked when
 * booking, so the tax splits into CGST + SGST (docs/payments.md).
 */

export const RECEIPT_PREFIX = 'RV';

export interface ReceiptInput {
  reference: string;
  description: string;
  sac: string;
  gstRatePercent: number;
  amountPaise: number;
  payer: { name: string; email: string; phone: string };
  /** How it was paid, e.g. `UPI` or `Online payment (pay_123)`. */
  paidBy: string;
}

export interface ReceiptContent extends ReceiptInput {
  number: string;
  issuedAt: string;
  seller: { name: string; address: string; gstin: string; state: string; stateCode: string };
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export function receiptService(ctx: Pick<AppContext, 'config' | 'clock'>) {
  const seller = sellerProfileService(ctx);
  return {
    /** Claims the next number and builds the receipt (the caller stores it in its transaction). */
    async build(repos: BillingRepositories, input: ReceiptInput): Promise<ReceiptContent> {
      const at = new Date(ctx.clock.now());
      const serial = await repos.billing.claimSerial('receipt', financialYear(at));
      const profile = await seller.current(repos);
      const tax = taxOfInclusiveAmount(input.amountPaise, input.gstRatePercent as GstRate, true);
      return {
        ...input,
        number: documentNumber(RECEIPT_PREFIX, at, serial),
        issuedAt: at.toISOString(),
        seller: {
          name: profile.legalName,
          address: profile.address,
          gstin: profile.gstin,
          state: profile.state,
          stateCode: profile.stateCode,
        },
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        igstPaise: tax.igstPaise,
      };
    },
  };
}

/** The receipt as an A4 PDF of text (DejaVu Sans, for the ₹ sign), from its stored content only. */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const rows: Array<[string, string]> = [
    ['Receipt number', content.number],
    ['Date', istDate(content.issuedAt)],
    ['Received from', content.payer.name],
    ['Contact', `${content.payer.email} · ${content.payer.phone}`],
    ['For', `${content.description} (${content.reference})`],
    ['SAC', content.sac],
    ['Place of supply', `${content.seller.stateCode}-${content.seller.state}`],
    ['Taxable value', `₹${money(content.taxablePaise)}`],
    ...taxRows(content),
    ['Amount received', `₹${money(content.amountPaise)}`],
    ['In words', amountInWords(content.amountPaise)],
    ['Paid by', content.paidBy],
  ];
  return renderVoucherPdf({
    title: 'Receipt Voucher',
    number: content.number,
    subtitle: 'Advance received for services to be supplied (GST)',
    issuedAt: content.issuedAt,
    seller: content.seller,
    rows,
    footnote: 'The tax invoice for the service will adjust this advance.',
  });
}
