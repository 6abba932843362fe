import { sql, type Expression } from 'kysely';
import type { Scope } from '../../store';

export interface WindowCount {
  count: number;
  resetAtMs: number;
  /** 0 when the key is not locked. */
  blockedUntilMs: number;
}

/** What `takeTurn` decided: the turn was granted (with the count it made), or the key is locked until `blockedUntilMs`. */
export type Turn = { granted: true; count: number } | { granted: false; blockedUntilMs: number };

/** Fixed-window counters in the database, so every server process counts against the same limit. */
export function rateLimitsRepository({ db }: Scope) {
  /** One more hit on each key's window, in one statement: a new window when the old one is over. */
  const countHits = (keys: string[], windowMs: number, now: number) =>
    db
      .insertInto('rateLimits')
      .values(keys.map((key) => ({ key, count: 1, resetAtMs: now + windowMs })))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rateLimits.resetAtMs', '<=', now)
            .then(1)
            .else(eb('rateLimits.count', '+', 1))
            .end(),
          resetAtMs: eb
            .case()
            .when('rateLimits.resetAtMs', '<=', now)
            .then(eb.ref('excluded.resetAtMs'))
            .else(eb.ref('rateLimits.resetAtMs'))
            .end(),
        })),
      );

  return {
    /**
     * Adds one to the key's window (a new window when the old one is over) and returns the count
     * including this hit: one statement, so concurrent hits from any process are all counted.
     */
    hit: (key: string, windowMs: number, now: number): Promise<WindowCount> =>
      countHits([key], windowMs, now).returning(['count', 'resetAtMs', 'blockedUntilMs']).executeTakeFirstOrThrow(),

    /**
     * Takes a turn on a lockable key, in one statement: refused while the key is locked; else the
     * count goes up by one (from 1 when the old one is forgotten), the key is locked for
     * `lockMs[count - 1]` (the last entry repeats; 0 = no lock) and forgotten `forgetMs` after the
     * lock ends. Concurrent turns from any process are serialised by the database, so a burst
     * cannot pass before the lock of an earlier turn is seen.
     */
    takeTurn: async (key: string, now: number, lockMs: readonly number[], forgetMs: number): Promise<Turn> => {
      const lockFor = (count: Expression<number>) => {
        if (lockMs.length === 1) return sql<number>`${sql.lit(lockMs[0])}`;
        const cases = lockMs
          .slice(0, -1)
          .map((ms, index) => sql`when ${count} = ${sql.lit(index + 1)} then ${sql.lit(ms)}`);
        return sql<number>`(case ${sql.join(cases, sql` `)} else ${sql.lit(lockMs[lockMs.length - 1])} end)`;
      };
      const first = lockMs[0];
      const row = await db
        .insertInto('rateLimits')
        .values({ key, count: 1, resetAtMs: now + first + forgetMs, blockedUntilMs: now + first })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet((eb) => {
              const count = eb
                .case()
                .when('rateLimits.resetAtMs', '<=', now)
                .then(1)
                .else(eb('rateLimits.count', '+', 1))
                .end();
              const lock = lockFor(count);
              return {
                count,
                blockedUntilMs: sql<number>`${sql.lit(now)} + ${lock}`,
                resetAtMs: sql<number>`${sql.lit(now + forgetMs)} + ${lock}`,
              };
            })
            .where('rateLimits.blockedUntilMs', '<=', now),
        )
        .returning(['count'])
        .executeTakeFirst();
      if (row) return { granted: true, count: row.count };
      const locked = await db
        .selectFrom('rateLimits')
        .select('blockedUntilMs')
        .where('key', '=', key)
        .executeTakeFirst();
      return { granted: false, blockedUntilMs: Number(locked?.blockedUntilMs ?? now) };
    },

    /** The live window of each key (expired windows count as none). */
    peek: async (keys: string[], now: number): Promise<Map<string, WindowCount>> => {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom('rateLimits')
        .selectAll()
        .where('key', 'in', keys)
        .where('resetAtMs', '>', now)
        .execute();
      return new Map(
        rows.map((row) => [
          row.key,
          { count: row.count, resetAtMs: Number(row.resetAtMs), blockedUntilMs: Number(row.blockedUntilMs) },
        ]),
      );
    },

    /** `hit` for several keys in one statement (same window); the counts by key. */
    hitMany: async (keys: string[], windowMs: number, now: number): Promise<Map<string, WindowCount>> => {
      const rows = await countHits(keys, windowMs, now)
        .returning(['key', 'count', 'resetAtMs', 'blockedUntilMs'])
        .execute();
      return new Map(
        rows.map((row) => [
          row.key,
          { count: row.count, resetAtMs: Number(row.resetAtMs), blockedUntilMs: Number(row.blockedUntilMs) },
        ]),
      );
    },

    /** Takes back one hit of each key, in one statement. */
    undoMany: async (keys: string[], now: number) => {
      await db
        .updateTable('rateLimits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', 'in', keys)
        .where('resetAtMs', '>', now)
        .where('count', '>', 0)
        .execute();
    },

    /** Locks a key until `untilMs` (never shortening a longer lock), remembered `forgetMs` after. */
    lockUntil: async (key: string, untilMs: number, forgetMs: number) => {
      await db
        .updateTable('rateLimits')
        .set({ blockedUntilMs: untilMs, resetAtMs: untilMs + forgetMs })
        .where('key', '=', key)
        .where('blockedUntilMs', '<', untilMs)
        .execute();
    },

    /** Takes back one hit (a counted attempt that turned out not to count, such as a correct password). */
    undo: async (key: string, now: number) => {
      await db
        .updateTable('rateLimits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('resetAtMs', '>', now)
        .where('count', '>', 0)
        .execute();
    },

    clear: async (keys: string[]) => {
      if (keys.length > 0) await db.deleteFrom('rateLimits').where('key', 'in', keys).execute();
    },

    purgeExpired: async (now: number): Promise<number> =>
      Number((await db.deleteFrom('rateLimits').where('resetAtMs', '<=', now).executeTakeFirst()).numDeletedRows),
  };
}
