import { sql, type Kysely } from 'kysely';
import type { EngineKind } from '../engine';

/*
 * Tax documents: invoices and credit notes as they were printed, and the serial numbers GST
 * wants consecutive per financial year. The database holds every rule that must survive several
 * server processes: a number is claimed by one upsert (never counted in memory), a number is
 * unique, an order has at most one invoice, a credit note names its invoice and a reason.
 */
export async function up(db: Kysely<unknown>, engine: EngineKind): Promise<void> {
  await db.schema
    .createTable('document_serials')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    // The Indian financial year as `26-27` (src/content/policies/gst.ts, financialYear).
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('last_serial', 'integer', (col) => col.notNull().check(sql`last_serial > 0`))
    .addPrimaryKeyConstraint('document_serials_pk', ['kind', 'financial_year'])
    .execute();

  await db.schema
    .createTable('tax_documents')
    .addColumn('id', 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    // What was printed (JSON), so a reprint is the same document after the seller or rates change.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('total_paise', 'bigint', (col) => col.notNull())
    .addColumn('refers_to_id', 'integer', (col) => col.references('tax_documents.id'))
    .addColumn('reason', 'text')
    .addCheckConstraint(
      'tax_documents_credit_note_refers',
      sql`(kind = 'invoice' and refers_to_id is null) or (kind = 'credit_note' and refers_to_id is not null and reason is not null)`,
    )
    .execute();
  // One invoice per order, whichever process issues it; credit notes are not limited this way.
  await sql`create unique index tax_documents_one_invoice_per_order on tax_documents (order_id) where kind = 'invoice'`.execute(
    db,
  );
  // The month's documents (the list, GSTR-1) and an invoice's credit notes.
  await db.schema.createIndex('tax_documents_issued_at').on('tax_documents').column('issued_at').execute();
  await db.schema.createIndex('tax_documents_refers_to').on('tax_documents').column('refers_to_id').execute();
}
