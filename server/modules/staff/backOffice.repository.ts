import { sql, type SqlBool } from 'kysely';
import type { AdminAccount, NewsletterSubscriber } from '../../../src/shared/api/backOfficeTypes';
import type { NewsletterState } from '../../../src/shared/config/backOffice';
import type { Scope } from '../../store';

export interface PageQuery<S extends string> {
  /** Lowercased LIKE pattern (listParams.likePattern); undefined for no search. */
  pattern?: string;
  sort: S;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const like = (column: string, pattern: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** Back office lists of records other repositories own: newsletter subscribers and admin accounts. */
export function backOfficeRepository({ db }: Scope) {
  return {
    subscribers: async (query: PageQuery<'createdAt' | 'email'> & { state?: NewsletterState }): Promise<{ items: NewsletterSubscriber[]; total: number }> => {
      let base = db.selectFrom('newsletterSubscriptions');
      if (query.state === 'subscribed') base = base.where('unsubscribedAt', 'is', null);
      if (query.state === 'unsubscribed') base = base.where('unsubscribedAt', 'is not', null);
      if (query.pattern !== undefined) base = base.where(like('email', query.pattern));
      const [items, count] = await Promise.all([
        base
          .select(['id', 'email', 'createdAt', 'unsubscribedAt'])
          .orderBy(query.sort, query.order)
          .orderBy('id', query.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.count) };
    },

    admins: async (query: PageQuery<'createdAt' | 'email' | 'lastName'> & { status?: 'pending' | 'active' }): Promise<{ items: AdminAccount[]; total: number }> => {
      let base = db.selectFrom('users').where('role', '=', 'Admin');
      if (query.status) base = base.where('status', '=', query.status);
      if (query.pattern !== undefined) {
        const pattern = query.pattern;
        base = base.where((eb) => eb.or([like('email', pattern), like('firstName', pattern), like('lastName', pattern)]));
      }
      const [items, count] = await Promise.all([
        base
          .select(['id', 'firstName', 'lastName', 'email', 'phone', 'status', 'createdAt'])
          .orderBy(query.sort, query.order)
          .orderBy('id', query.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.count) };
    },

    /** Pending admin -> active; false when there is no pending admin with this id (one conditional update). */
    approvePendingAdmin: async (id: number): Promise<boolean> => {
      const result = await db.updateTable('users').set({ status: 'active' }).where('id', '=', id).where('role', '=', 'Admin').where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Removes a pending admin's account (a pending account has never logged in, so nothing else
     * refers to it); false when there is no pending admin with this id.
     */
    rejectPendingAdmin: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('users').where('id', '=', id).where('role', '=', 'Admin').where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
