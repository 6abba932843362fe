import type { Generated, Selectable } from 'kysely';
import type { TaxDocumentKind } from '../../../src/shared/contract/taxDocument';
import type { TaxDocumentContent } from './documentContent';

/*
 * Billing's tables (migration 0016). Conventions as in server/platform/db/schema.ts: camelCase
 * here, snake_case in SQL, `...At` columns ISO strings. Money is kept in paise (whole numbers).
 */

/** A tax document as issued: `content` is the JSON of what was printed (TaxDocumentContent). */
export interface TaxDocumentsTable {
  id: Generated<number>;
  kind: TaxDocumentKind;
  number: string;
  orderId: number;
  issuedAt: string;
  content: string;
  /** What the document is for, GST included: the invoice's value, the credit note's amount. */
  totalPaise: number;
  /** A credit note's invoice (null for an invoice). */
  refersToId: number | null;
  /** Why a credit note was issued (null for an invoice). */
  reason: string | null;
}

/** The last number given per kind and financial year (`26-27`); the next is claimed in SQL. */
export interface DocumentSerialsTable {
  /** `receipt`: the receipt vouchers of advances (payments module, migration 0020). */
  kind: TaxDocumentKind | 'receipt';
  financialYear: string;
  lastSerial: number;
}

export interface BillingTables {
  taxDocuments: TaxDocumentsTable;
  documentSerials: DocumentSerialsTable;
}

/** A document as the repository returns it, its content parsed. */
export interface TaxDocumentRecord extends Omit<Selectable<TaxDocumentsTable>, 'content'> {
  content: TaxDocumentContent;
}
