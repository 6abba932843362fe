import { sql, type Selectable } from 'kysely';
import type { SellerProfileInput } from '../../../src/shared/contract/sellerProfile';
import type { TaxDocumentKind } from '../../../src/shared/contract/taxDocument';
import type { Scope } from '../../store';
import type { TaxDocumentContent } from './documentContent';
import type { TaxDocumentRecord, TaxDocumentsTable } from './tables';

/** The settings key of the seller profile staff saved (JSON: SellerProfileInput and when). */
const SELLER_PROFILE_KEY = 'billing.sellerProfile';

export interface SavedSellerProfile extends SellerProfileInput {
  updatedAt: string;
}

const toRecord = (row: Selectable<TaxDocumentsTable>): TaxDocumentRecord => ({
  ...row,
  totalPaise: Number(row.totalPaise),
  content: JSON.parse(row.content) as TaxDocumentContent,
});

export function billingRepository({ db, kind }: Scope) {
  const documents = () => db.selectFrom('taxDocuments').selectAll();
  return {
    /**
     * The next serial of a kind in a financial year, claimed by one statement: the row is created
     * at 1 or its counter raised, under the row's lock, so concurrent claims (any number of
     * processes) get distinct consecutive numbers. Inside a transaction that rolls back, the
     * number is given back with it, so issued numbers have no gaps.
     */
    claimSerial: async (documentKind: TaxDocumentKind | 'receipt', financialYear: string): Promise<number> => {
      const row = await db
        .insertInto('documentSerials')
        .values({ kind: documentKind, financialYear, lastSerial: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['kind', 'financialYear'])
            .doUpdateSet((eb) => ({ lastSerial: eb(eb.ref('documentSerials.lastSerial'), '+', 1) })),
        )
        .returning('lastSerial')
        .executeTakeFirstOrThrow();
      return Number(row.lastSerial);
    },

    /**
     * Holds the order's one invoice row (the unique index over invoices' order ids) before its
     * number is claimed: null when the order already has one. A concurrent holder makes this wait
     * for its transaction on PostgreSQL (SQLite runs one writer at a time), so no serial is
     * claimed for an invoice that will not exist.
     */
    reserveInvoice: async (orderId: number, issuedAt: string): Promise<number | null> => {
      const row = await db
        .insertInto('taxDocuments')
        .values({
          kind: 'invoice',
          number: `pending:${orderId}`,
          orderId,
          issuedAt,
          content: '{}',
          totalPaise: 0,
          refersToId: null,
          reason: null,
        })
        .onConflict((conflict) =>
          // The partial index's predicate as written in the migration: a bound parameter would not match it.
          conflict
            .column('orderId')
            .where(sql<boolean>`kind = 'invoice'`)
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Writes the reserved invoice's number and content. */
    completeInvoice: async (id: number, content: TaxDocumentContent): Promise<void> => {
      await db
        .updateTable('taxDocuments')
        .set({ number: content.number, content: JSON.stringify(content), totalPaise: content.totals.total })
        .where('id', '=', id)
        .execute();
    },

    insertCreditNote: async (content: TaxDocumentContent, invoiceId: number): Promise<number> => {
      const row = await db
        .insertInto('taxDocuments')
        .values({
          kind: 'credit_note',
          number: content.number,
          orderId: content.order.id,
          issuedAt: content.issuedAt,
          content: JSON.stringify(content),
          totalPaise: content.totals.total,
          refersToId: invoiceId,
          reason: content.reason,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The invoice by number, locked until the transaction ends on PostgreSQL (credit notes against it queue). */
    invoiceForCredit: async (number: string): Promise<TaxDocumentRecord | undefined> => {
      const query = documents().where('number', '=', number).where('kind', '=', 'invoice');
      const row = await (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
      return row && toRecord(row);
    },

    /** What the credit notes on an invoice add up to, in paise. */
    creditedPaise: async (invoiceId: number): Promise<number> => {
      const row = await db
        .selectFrom('taxDocuments')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('totalPaise'), eb.lit(0)).as('credited'))
        .where('refersToId', '=', invoiceId)
        .executeTakeFirstOrThrow();
      return Number(row.credited);
    },

    invoiceOfOrder: async (orderId: number): Promise<TaxDocumentRecord | undefined> => {
      const row = await documents().where('orderId', '=', orderId).where('kind', '=', 'invoice').executeTakeFirst();
      return row && toRecord(row);
    },

    /** An order's invoice and credit notes, oldest first (an invoice still being numbered is left out). */
    forOrder: async (orderId: number): Promise<TaxDocumentRecord[]> =>
      (
        await documents()
          .where('orderId', '=', orderId)
          .where('number', 'not like', 'pending:%')
          .orderBy('id')
          .execute()
      ).map(toRecord),

    byNumber: async (number: string): Promise<TaxDocumentRecord | undefined> => {
      const row = await documents().where('number', '=', number).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Documents issued in [from, to) (ISO UTC), in number order within each kind. */
    issuedBetween: async (from: string, to: string): Promise<TaxDocumentRecord[]> => {
      const rows = await documents()
        .where('issuedAt', '>=', from)
        .where('issuedAt', '<', to)
        .where('number', 'not like', 'pending:%')
        .orderBy('kind')
        .orderBy('number')
        .execute();
      return rows.map(toRecord);
    },

    savedSellerProfile: async (): Promise<SavedSellerProfile | null> => {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', SELLER_PROFILE_KEY)
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as SavedSellerProfile) : null;
    },

    saveSellerProfile: async (profile: SavedSellerProfile): Promise<void> => {
      const value = JSON.stringify(profile);
      await db
        .insertInto('settings')
        .values({ key: SELLER_PROFILE_KEY, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
