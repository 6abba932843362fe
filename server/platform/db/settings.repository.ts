import type { Scope } from '../../store';

export function settingsRepository({ db }: Scope) {
  return {
    get: async (key: string): Promise<string | undefined> =>
      (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value,

    /** Sets the value only if the key has none; returns the value that holds (ours or the one already there). */
    putIfAbsent: async (key: string, value: string): Promise<string> => {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
    },

    /** True when this call created the key (a marker that something ran once). */
    claim: async (key: string, value: string): Promise<boolean> => {
      const result = await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
