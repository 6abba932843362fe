import { sql, type Expression, type SqlBool } from 'kysely';
import type { InboxDetails, InboxItem, InboxItemDetail } from '../../../src/shared/contract/inbox';
import type { InboxState, InboxType } from '../../../src/shared/config/backOffice';
import type { Scope } from '../../store';
import { likeColumn } from '../../platform/db/listQuery';

/** The table of each inbox type. */
const TABLE_OF = {
  contact: 'contactMessages',
  consultation: 'consultations',
  meeting: 'meetingRegistrations',
} as const;

export interface InboxQuery {
  type?: InboxType;
  state?: InboxState;
  /** Lowercased LIKE pattern (server/platform/lib/listParams likePattern); undefined for no search. */
  pattern?: string;
  sort: 'createdAt' | 'name' | 'type';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * The back office inbox: the three public forms read as one list (a UNION ALL of the same
 * columns), and their read / handled state, each changed by one conditional UPDATE.
 */
export function inboxRepository({ db }: Scope) {
  // The three forms in the list's shape; meeting registrations have no e-mail and no message.
  const contact = db
    .selectFrom('contactMessages')
    .select([
      sql<InboxType>`'contact'`.as('type'),
      'id',
      sql<string | null>`null`.as('reference'),
      sql<string>`first_name || ' ' || last_name`.as('name'),
      'email',
      'phone',
      'message as text',
      'createdAt',
      'readAt',
      'handledAt',
    ]);
  const consultation = db
    .selectFrom('consultations')
    .select([
      sql<InboxType>`'consultation'`.as('type'),
      'id',
      'reference',
      'name',
      'email',
      'phone',
      'message as text',
      'createdAt',
      'readAt',
      'handledAt',
    ]);
  const meeting = db
    .selectFrom('meetingRegistrations')
    .select([
      sql<InboxType>`'meeting'`.as('type'),
      'id',
      'reference',
      'name',
      sql<string>`''`.as('email'),
      'mobile as phone',
      sql<string>`city || ', ' || profession || ', ' || organization`.as('text'),
      'createdAt',
      'readAt',
      'handledAt',
    ]);

  const filtered = (query: Omit<InboxQuery, 'sort' | 'order' | 'limit' | 'offset'>) => {
    const parts =
      query.type === 'contact'
        ? contact
        : query.type === 'consultation'
          ? consultation
          : query.type === 'meeting'
            ? meeting
            : contact.unionAll(consultation).unionAll(meeting);
    return db.selectFrom(parts.as('inbox')).where((eb) => {
      const conditions: Array<Expression<SqlBool>> = [];
      if (query.state === 'unread') conditions.push(eb('inbox.readAt', 'is', null));
      if (query.state === 'unhandled') conditions.push(eb('inbox.handledAt', 'is', null));
      if (query.state === 'handled') conditions.push(eb('inbox.handledAt', 'is not', null));
      const pattern = query.pattern;
      if (pattern !== undefined) {
        conditions.push(
          eb.or(
            ['name', 'email', 'phone', 'text', 'reference'].map((column) => likeColumn(`inbox.${column}`, pattern)),
          ),
        );
      }
      return eb.and(conditions);
    });
  };

  return {
    list: async (query: InboxQuery): Promise<{ items: InboxItem[]; total: number }> => {
      const base = filtered(query);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy(`inbox.${query.sort}`, query.order)
          // Ties (same second, same name) in a stable order, so pages never overlap.
          .orderBy('inbox.createdAt', query.order)
          .orderBy('inbox.type')
          .orderBy('inbox.id', query.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows as InboxItem[], total: Number(count.count) };
    },

    find: async (type: InboxType, id: number): Promise<Omit<InboxItemDetail, 'replies'> | undefined> => {
      const summary = (await filtered({ type }).selectAll().where('inbox.id', '=', id).executeTakeFirst()) as
        InboxItem | undefined;
      if (!summary) return undefined;
      const details = await detailsOf(type, id);
      const row = await db.selectFrom(TABLE_OF[type]).select('handledBy').where('id', '=', id).executeTakeFirst();
      const admin =
        row?.handledBy == null
          ? undefined
          : await db
              .selectFrom('users')
              .select(['id', 'firstName', 'lastName'])
              .where('id', '=', row.handledBy)
              .executeTakeFirst();
      return {
        ...summary,
        details: details!,
        handledBy: admin ? { id: admin.id, name: `${admin.firstName} ${admin.lastName}` } : null,
      };
    },

    /** Sets read_at the first time; false when there is no such item. */
    markRead: async (type: InboxType, id: number, at: string): Promise<boolean> => {
      const exists = await db.selectFrom(TABLE_OF[type]).select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) return false;
      await db
        .updateTable(TABLE_OF[type])
        .set({ readAt: at })
        .where('id', '=', id)
        .where('readAt', 'is', null)
        .execute();
      return true;
    },

    /** Marks it handled by the admin (and read); false when there is no such item. */
    markHandled: async (type: InboxType, id: number, at: string, adminId: number): Promise<boolean> => {
      const result = await db
        .updateTable(TABLE_OF[type])
        .set((eb) => ({
          handledAt: eb.fn.coalesce('handledAt', eb.val(at)),
          handledBy: eb.fn.coalesce('handledBy', eb.val(adminId)),
          readAt: eb.fn.coalesce('readAt', eb.val(at)),
        }))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    markUnhandled: async (type: InboxType, id: number): Promise<boolean> => {
      const result = await db
        .updateTable(TABLE_OF[type])
        .set({ handledAt: null, handledBy: null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };

  async function detailsOf(type: InboxType, id: number): Promise<InboxDetails | undefined> {
    if (type === 'contact') {
      const row = await db
        .selectFrom('contactMessages')
        .select(['firstName', 'lastName', 'enquiryType'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { type, ...row };
    }
    if (type === 'consultation') {
      const row = await db
        .selectFrom('consultations')
        .select(['consultationType', 'preferredMethod', 'eventType', 'budget'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { type, ...row };
    }
    const row = await db
      .selectFrom('meetingRegistrations')
      .select(['age', 'city', 'profession', 'organization'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { type, ...row, age: Number(row.age) };
  }
}
