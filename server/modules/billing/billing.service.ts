import { documentNumber, financialYear } from '../../../src/content/policies/gst';
import type { TaxDocumentKind, TaxDocumentRef, TaxDocumentSummary } from '../../../src/shared/contract/taxDocument';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../platform/lib/httpError';
import type { Store } from '../../store';
import {
  creditNoteContent,
  invoiceContent,
  type CreditNoteInput,
  type InvoiceInput,
  type TaxDocumentContent,
} from './documentContent';
import { gstr1Csv, monthRange } from './gstr1';
import { renderDocumentPdf } from './documentPdf';
import type { TaxDocumentRecord } from './tables';
import { gstStateCode, sellerProfileService, type BillingRepositories } from './sellerProfile.service';

/** Number prefixes: invoices `UE/26-27/000123`, credit notes `CN/26-27/000007`. */
export const DOCUMENT_PREFIX: Record<TaxDocumentKind, string> = { invoice: 'UE', credit_note: 'CN' };

export const DOCUMENT_NOT_FOUND = 'No tax document has that number';
export const INVOICE_NOT_FOUND = 'This order has no invoice yet';
export const OVER_CREDITED = 'The credit notes would exceed the invoice’s value';

/**
 * Where a document is issued: the store (the service opens a transaction) or the repositories of
 * the caller's own transaction (the invoice then commits or rolls back with the caller's change).
 */
export type BillingScope = BillingRepositories & Partial<Pick<Store, 'transaction'>>;

/** What issuing answers: the document as stored. */
export interface IssuedDocument {
  id: number;
  kind: TaxDocumentKind;
  number: string;
  /** ISO UTC. */
  issuedAt: string;
  orderId: number;
  /** Rupees, GST included. */
  total: number;
}

const issued = (record: TaxDocumentRecord): IssuedDocument => ({
  id: record.id,
  kind: record.kind,
  number: record.number,
  issuedAt: record.issuedAt,
  orderId: record.orderId,
  total: record.totalPaise / 100,
});

function atomically<T>(scope: BillingScope, work: (repos: BillingRepositories) => Promise<T>): Promise<T> {
  return scope.transaction ? scope.transaction((tx) => work(tx)) : work(scope);
}

const summary = (record: TaxDocumentRecord): TaxDocumentSummary => ({
  id: record.id,
  kind: record.kind,
  number: record.number,
  orderId: record.orderId,
  orderNumber: record.content.order.number,
  issuedAt: record.issuedAt,
  buyerName: record.content.buyer.name,
  buyerGstin: record.content.buyer.gstin,
  placeOfSupply: `${record.content.placeOfSupply.code}-${record.content.placeOfSupply.state}`,
  total: record.totalPaise / 100,
  refersTo: record.content.refersTo?.number ?? null,
});

/**
 * Tax documents: issuing invoices and credit notes (numbers claimed in the database, content
 * kept as printed), their PDFs, the month's list and its GSTR-1 export.
 */
export function billingService(ctx: Pick<AppContext, 'config' | 'clock'>) {
  const seller = sellerProfileService(ctx);

  async function claimNumber(repos: BillingRepositories, kind: TaxDocumentKind, at: Date) {
    const serial = await repos.billing.claimSerial(kind, financialYear(at));
    return documentNumber(DOCUMENT_PREFIX[kind], at, serial);
  }

  return {
    /** An order's documents as its pages list them. */
    async forOrder(scope: BillingScope, orderId: number): Promise<TaxDocumentRef[]> {
      return (await scope.billing.forOrder(orderId)).map((record) => {
        const { kind, number, issuedAt, total, refersTo } = summary(record);
        return { kind, number, issuedAt, total, refersTo };
      });
    },

    /** The order's invoice; an order that has one gets that one back (the database holds one per order). */
    async issueInvoice(scope: BillingScope, input: InvoiceInput): Promise<IssuedDocument> {
      const existing = await scope.billing.invoiceOfOrder(input.orderId);
      if (existing) return issued(existing);
      return atomically(scope, async (repos) => {
        const at = new Date(ctx.clock.now());
        const issuedAt = at.toISOString();
        const id = await repos.billing.reserveInvoice(input.orderId, issuedAt);
        if (id === null) return issued((await repos.billing.invoiceOfOrder(input.orderId))!);
        const profile = await seller.current(repos);
        const number = await claimNumber(repos, 'invoice', at);
        const content = invoiceContent(input, profile, gstStateCode, { number, issuedAt });
        await repos.billing.completeInvoice(id, content);
        return { id, kind: 'invoice', number, issuedAt, orderId: input.orderId, total: content.totals.total / 100 };
      });
    },

    /** A credit note against an invoice; together they never exceed the invoice's value. */
    async issueCreditNote(scope: BillingScope, input: CreditNoteInput): Promise<IssuedDocument> {
      return atomically(scope, async (repos) => {
        const invoice = await repos.billing.invoiceForCredit(input.invoiceNumber);
        if (!invoice) throw notFound(DOCUMENT_NOT_FOUND);
        const credited = await repos.billing.creditedPaise(invoice.id);
        if (credited + Math.round(input.amount * 100) > invoice.totalPaise) throw conflict(OVER_CREDITED);
        const at = new Date(ctx.clock.now());
        const issuedAt = at.toISOString();
        const profile = await seller.current(repos);
        const number = await claimNumber(repos, 'credit_note', at);
        const content = creditNoteContent(input, invoice.content, profile, { number, issuedAt });
        const id = await repos.billing.insertCreditNote(content, invoice.id);
        return {
          id,
          kind: 'credit_note',
          number,
          issuedAt,
          orderId: invoice.orderId,
          total: content.totals.total / 100,
        };
      });
    },

    /** The order's invoice as a PDF (404 without one). */
    async invoicePdf(scope: BillingScope, orderId: number): Promise<Buffer> {
      const invoice = await scope.billing.invoiceOfOrder(orderId);
      if (!invoice || invoice.number.startsWith('pending:')) throw notFound(INVOICE_NOT_FOUND);
      return renderDocumentPdf(invoice.content);
    },

    /** Any document by its number as a PDF (404 for an unknown number). */
    async documentPdf(scope: BillingScope, number: string): Promise<Buffer> {
      return renderDocumentPdf(await documentByNumber(scope, number));
    },

    /** The documents issued in an IST month (`2026-11`). */
    async list(scope: BillingScope, month: string): Promise<TaxDocumentSummary[]> {
      const { from, to } = monthRange(month);
      return (await scope.billing.issuedBetween(from, to)).map(summary);
    },

    /** The month's GSTR-1 rows as CSV (one row per document and rate). */
    async gstr1(scope: BillingScope, month: string): Promise<string> {
      const { from, to } = monthRange(month);
      return gstr1Csv((await scope.billing.issuedBetween(from, to)).map((record) => record.content));
    },

    sellerProfile: (scope: BillingScope) => seller.current(scope),
    saveSellerProfile: seller.save,
  };
}

async function documentByNumber(scope: BillingScope, number: string): Promise<TaxDocumentContent> {
  const record = await scope.billing.byNumber(number);
  if (!record || record.number.startsWith('pending:')) throw notFound(DOCUMENT_NOT_FOUND);
  return record.content;
}

export type BillingService = ReturnType<typeof billingService>;
