import type { Scope } from '../store';

export interface WindowCount {
  count: number;
  resetAtMs: number;
}

/** Fixed-window counters in the database, so every server process counts against the same limit. */
export function rateLimitsRepository({ db }: Scope) {
  return {
    /**
     * Adds one to the key's window (a new window when the old one is over) and returns the count
     * including this hit: one statement, so concurrent hits from any process are all counted.
     */
    hit: (key: string, windowMs: number, now: number): Promise<WindowCount> =>
      db
        .insertInto('rateLimits')
        .values({ key, count: 1, resetAtMs: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            count: eb.case().when('rateLimits.resetAtMs', '<=', now).then(1).else(eb('rateLimits.count', '+', 1)).end(),
            resetAtMs: eb.case().when('rateLimits.resetAtMs', '<=', now).then(eb.ref('excluded.resetAtMs')).else(eb.ref('rateLimits.resetAtMs')).end(),
          })),
        )
        .returning(['count', 'resetAtMs'])
        .executeTakeFirstOrThrow(),

    /** The live window of each key (expired windows count as none). */
    peek: async (keys: string[], now: number): Promise<Map<string, WindowCount>> => {
      if (keys.length === 0) return new Map();
      const rows = await db.selectFrom('rateLimits').selectAll().where('key', 'in', keys).where('resetAtMs', '>', now).execute();
      return new Map(rows.map((row) => [row.key, { count: row.count, resetAtMs: Number(row.resetAtMs) }]));
    },

    /** Takes back one hit (a counted attempt that turned out not to count, such as a correct password). */
    undo: async (key: string, now: number) => {
      await db.updateTable('rateLimits').set((eb) => ({ count: eb('count', '-', 1) })).where('key', '=', key).where('resetAtMs', '>', now).where('count', '>', 0).execute();
    },

    clear: async (keys: string[]) => {
      if (keys.length > 0) await db.deleteFrom('rateLimits').where('key', 'in', keys).execute();
    },

    purgeExpired: async (now: number): Promise<number> => Number((await db.deleteFrom('rateLimits').where('resetAtMs', '<=', now).executeTakeFirst()).numDeletedRows),
  };
}
