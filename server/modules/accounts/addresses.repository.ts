import type { Selectable } from 'kysely';
import type { Address } from '../../../src/shared/contract/address';
import type { AddressesTable, AddressRecord } from './tables';
import type { Scope } from '../../store';

/** The address as the API shows it (spec admin document, Entities); `userId` and timestamps stay here. */
export type PublicAddress = Required<Address>;

export function toPublicAddress(record: AddressRecord): PublicAddress {
  const { id, recipientName, recipientPhone, street, city, state, zipCode, country, isDefault } = record;
  return { id, recipientName, recipientPhone, street, city, state, zipCode, country, isDefault };
}

export type AddressFields = Pick<
  AddressRecord,
  'recipientName' | 'recipientPhone' | 'street' | 'city' | 'state' | 'zipCode' | 'country' | 'isDefault'
>;

const toAddress = (row: Selectable<AddressesTable>): AddressRecord => ({ ...row, isDefault: Boolean(row.isDefault) });

/** Saved addresses. Every query names the owner: another user's id looks exactly like a missing one. */
export function addressesRepository({ db }: Scope) {
  return {
    /** The default first, then in the order they were saved. */
    listOwn: async (userId: number): Promise<AddressRecord[]> =>
      (
        await db
          .selectFrom('addresses')
          .selectAll()
          .where('userId', '=', userId)
          .orderBy('isDefault', 'desc')
          .orderBy('id')
          .execute()
      ).map(toAddress),

    countOwn: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    hasDefault: async (userId: number): Promise<boolean> =>
      (await db
        .selectFrom('addresses')
        .select('id')
        .where('userId', '=', userId)
        .where('isDefault', '=', true)
        .executeTakeFirst()) !== undefined,

    findOwn: async (userId: number, id: number): Promise<AddressRecord | undefined> => {
      const row = await db
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row && toAddress(row);
    },

    clearDefault: async (userId: number) => {
      await db
        .updateTable('addresses')
        .set({ isDefault: false })
        .where('userId', '=', userId)
        .where('isDefault', '=', true)
        .execute();
    },

    insert: async (userId: number, fields: AddressFields, now: string): Promise<AddressRecord> =>
      toAddress(
        await db
          .insertInto('addresses')
          .values({ ...fields, userId, createdAt: now, updatedAt: now })
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),

    updateOwn: async (
      userId: number,
      id: number,
      fields: AddressFields,
      now: string,
    ): Promise<AddressRecord | undefined> => {
      const row = await db
        .updateTable('addresses')
        .set({ ...fields, updatedAt: now })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row && toAddress(row);
    },

    deleteOwn: async (userId: number, id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('addresses')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
