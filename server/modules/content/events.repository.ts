import { sql, type Selectable } from 'kysely';
import type { EventsTable } from './tables';
import type { Scope } from '../../store';
import { matchesAny, pageOf, type ListPage, type ListRequest } from '../../platform/db/listQuery';

export type EventRecord = Omit<Selectable<EventsTable>, 'published'> & { published: boolean };
export type EventFields = Omit<EventRecord, 'id' | 'createdAt' | 'updatedAt'>;
export const EVENT_SORTS = ['date', 'title', 'type', 'price', 'updatedAt', 'published'] as const;

const toEvent = (row: Selectable<EventsTable>): EventRecord => ({
  ...row,
  price: Number(row.price),
  originalPrice: Number(row.originalPrice),
  published: Boolean(row.published),
});

/** The events of /events and their admin list. */
export function eventsRepository({ db }: Scope) {
  return {
    /**
     * Published events: those on or after `today` (an IST date) first, soonest first; then the
     * past ones, latest first. Dates are YYYY-MM-DD text, so they compare as text.
     */
    listPublished: async (today: string): Promise<EventRecord[]> => {
      const rows = await db
        .selectFrom('events')
        .selectAll()
        .where('published', '=', true)
        .orderBy(sql`case when ${sql.ref('date')} < ${today} then 1 else 0 end`)
        .orderBy(sql`case when ${sql.ref('date')} < ${today} then '' else ${sql.ref('date')} end`)
        .orderBy('date', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toEvent);
    },

    findBySlug: async (slug: string): Promise<EventRecord | undefined> => {
      const row = await db.selectFrom('events').selectAll().where('slug', '=', slug).executeTakeFirst();
      return row && toEvent(row);
    },

    findById: async (id: number): Promise<EventRecord | undefined> => {
      const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toEvent(row);
    },

    list: async (
      request: ListRequest<(typeof EVENT_SORTS)[number]>,
      filters: { published?: boolean },
    ): Promise<ListPage<EventRecord>> => {
      let query = db.selectFrom('events');
      if (request.q) query = query.where(matchesAny(['title', 'type', 'location', 'slug'], request.q));
      if (filters.published !== undefined) query = query.where('published', '=', filters.published);
      const page = await pageOf(query, request);
      return { rows: page.rows.map(toEvent), total: page.total };
    },

    insert: async (fields: EventFields, now: string): Promise<EventRecord> => {
      const row = await db
        .insertInto('events')
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    update: async (id: number, fields: Partial<EventFields>, now: string): Promise<EventRecord | undefined> => {
      const row = await db
        .updateTable('events')
        .set({ ...fields, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEvent(row);
    },

    remove: async (id: number): Promise<boolean> =>
      Number((await db.deleteFrom('events').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0,
  };
}
