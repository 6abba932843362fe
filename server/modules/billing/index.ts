import { Router } from 'express';
import type { ServerModule } from '../../context';
import { billingAdminRoutes } from './billingAdmin.routes';
import { TAX_DOCUMENT_ATTACHMENT, taxDocumentResolver } from './documentAttachment';

export { billingService, type BillingScope, type BillingService, type IssuedDocument } from './billing.service';
export { receiptService, renderReceiptPdf, RECEIPT_PREFIX, type ReceiptContent, type ReceiptInput } from './receipts';
export { pdfFileName, taxDocumentAttachment } from './documentAttachment';
export { advanceCreditNotes, renderAdvanceCreditNotePdf, type AdvanceCreditNote } from './advanceCreditNotes';
export type { BuyerInput, CreditNoteInput, InvoiceInput, InvoiceLineInput } from './documentContent';

/** Billing: tax invoices and credit notes, their numbers and PDFs, the seller profile, GSTR-1. */
export const billingModule: ServerModule = {
  admin: (ctx) => Router().use('/billing', billingAdminRoutes(ctx)),
  mailAttachments: (ctx) => ({ [TAX_DOCUMENT_ATTACHMENT]: taxDocumentResolver(ctx) }),
};
