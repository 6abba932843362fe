import type { Scope } from '../../store';
import type { ClaimKey } from './firstOrderClaims';

/** APP10's claims (migration 0030): one row per (kind, value), held by the order that took the code. */
export function firstOrderClaimsRepository({ db }: Scope) {
  return {
    /** Whether any of `keys` is held by an order already. */
    anyClaimed: async (keys: ClaimKey[]): Promise<boolean> => {
      if (keys.length === 0) return false;
      const row = await db
        .selectFrom('firstOrderClaims')
        .select('id')
        .where((eb) => eb.or(keys.map((key) => eb.and([eb('kind', '=', key.kind), eb('value', '=', key.value)]))))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Claims every key for the order; false when any is held already (by an order that committed
     * first: on PostgreSQL the insert waits for a concurrent claim of the same key to finish).
     * Run it inside the order's transaction and abandon the order on false.
     */
    claim: async (orderId: number, keys: ClaimKey[], at: string): Promise<boolean> => {
      if (keys.length === 0) return true;
      const inserted = await db
        .insertInto('firstOrderClaims')
        // In one order of keys for every order, so two orders waiting on each other's keys cannot deadlock.
        .values(
          [...keys]
            .sort((a, b) => `${a.kind}|${a.value}`.localeCompare(`${b.kind}|${b.value}`))
            .map((key) => ({ kind: key.kind, value: key.value, orderId, createdAt: at })),
        )
        .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
        .returning('id')
        .execute();
      return inserted.length === keys.length;
    },

    /** Frees the order's claims (it was cancelled or lapsed before any payment). */
    release: async (orderId: number): Promise<number> =>
      Number(
        (await db.deleteFrom('firstOrderClaims').where('orderId', '=', orderId).executeTakeFirst()).numDeletedRows,
      ),
  };
}
