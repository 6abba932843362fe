import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Scope } from '../../store';

/** The tables whose rows public pages list (the sitemap's pages with staff content). */
export type ListedTable = 'events' | 'blogPosts' | 'banners' | 'products';

/** The settings row holding when a row of the table was last deleted (a deletion leaves no `updatedAt`). */
const removedKey = (table: ListedTable) => `content_removed_at:${table}`;

/** When the staff's content last changed: for the sitemap's `<lastmod>` of the pages that list it. */
export function contentChangesRepository({ db }: Scope) {
  return {
    /**
     * The latest change of a table's rows: its newest `updatedAt` (a publish, a hide, an edit) or
     * its last deletion, as an ISO time; undefined when neither exists. ISO times compare as text.
     */
    lastChange: async (table: ListedTable): Promise<string | undefined> => {
      const updated = await (db as Kysely<Database>)
        .selectFrom(table as 'events')
        .select((eb) => eb.fn.max('updatedAt').as('at'))
        .executeTakeFirst();
      const removed = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', removedKey(table))
        .executeTakeFirst();
      return [updated?.at, removed?.value]
        .filter((at): at is string => Boolean(at))
        .sort()
        .at(-1);
    },

    /** Records that a row of the table was deleted at `at` (ISO). */
    markRemoved: async (table: ListedTable, at: string): Promise<void> => {
      await db
        .insertInto('settings')
        .values({ key: removedKey(table), value: at })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: at }))
        .execute();
    },

    /**
     * The latest date before `today` (IST dates) of a published event, or of a published Event
     * post: the page changed the next day, when it became past.
     */
    latestPastDate: async (table: 'events' | 'blogPosts', today: string): Promise<string | undefined> => {
      let query = (db as Kysely<Database>)
        .selectFrom(table as 'blogPosts')
        .select((eb) => eb.fn.max('date').as('date'))
        .where('published', '=', true)
        .where('date', '<', today);
      if (table === 'blogPosts') query = query.where('type', '=', 'Event');
      return (await query.executeTakeFirst())?.date ?? undefined;
    },
  };
}
