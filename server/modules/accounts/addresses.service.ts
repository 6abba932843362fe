import { ADDRESS_LIMITS, ADDRESS_MESSAGES } from '../../../src/shared/config/address';
import type { AddressInput } from '../../../src/shared/contract/address';
import type { AppContext } from '../../context';
import type { AddressRecord } from './tables';
import { conflict, notFound } from '../../platform/lib/httpError';

export const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * A customer's address book. Every change runs in a transaction that first locks the customer
 * (PostgreSQL; SQLite's transactions are already one at a time), so the limit of saved addresses
 * and the single default hold however many requests arrive together.
 */
export function addressService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  const stamp = () => new Date(clock.now()).toISOString();

  return {
    list: (userId: number) => store.addresses.listOwn(userId),

    /** The first address of a customer without a default becomes the default, so checkout can preselect it. */
    add: (userId: number, input: AddressInput): Promise<AddressRecord> =>
      store.transaction(async (tx) => {
        await tx.users.lock(userId);
        if ((await tx.addresses.countOwn(userId)) >= ADDRESS_LIMITS.maxPerUser)
          throw conflict(ADDRESS_MESSAGES.tooMany);
        const isDefault = input.isDefault === true || !(await tx.addresses.hasDefault(userId));
        if (isDefault) await tx.addresses.clearDefault(userId);
        return tx.addresses.insert(userId, { ...input, isDefault }, stamp());
      }),

    /** Replaces the fields of an own address; `isDefault` left out keeps the current flag. */
    update: (userId: number, id: number, input: AddressInput): Promise<AddressRecord> =>
      store.transaction(async (tx) => {
        await tx.users.lock(userId);
        const current = await tx.addresses.findOwn(userId, id);
        if (!current) throw notFound(ADDRESS_NOT_FOUND);
        const isDefault = input.isDefault ?? current.isDefault;
        if (isDefault && !current.isDefault) await tx.addresses.clearDefault(userId);
        const updated = await tx.addresses.updateOwn(userId, id, { ...input, isDefault }, stamp());
        if (!updated) throw notFound(ADDRESS_NOT_FOUND);
        return updated;
      }),

    async remove(userId: number, id: number): Promise<void> {
      if (!(await store.addresses.deleteOwn(userId, id))) throw notFound(ADDRESS_NOT_FOUND);
    },
  };
}
