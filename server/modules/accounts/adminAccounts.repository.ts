import type { AdminAccount } from '../../../src/shared/contract/adminAccount';
import { likeColumn, selectedPage, type PageQuery } from '../../platform/db/listQuery';
import type { Scope } from '../../store';

/** The back office's list of admin accounts, and the approval of self-registered ones. */
export function adminAccountsRepository({ db }: Scope) {
  return {
    admins: (
      query: PageQuery<'createdAt' | 'email' | 'lastName'> & { status?: 'pending' | 'active' },
    ): Promise<{ items: AdminAccount[]; total: number }> => {
      let base = db.selectFrom('users').where('role', '=', 'Admin');
      if (query.status) base = base.where('status', '=', query.status);
      if (query.pattern !== undefined) {
        const pattern = query.pattern;
        base = base.where((eb) =>
          eb.or([likeColumn('email', pattern), likeColumn('firstName', pattern), likeColumn('lastName', pattern)]),
        );
      }
      return selectedPage<AdminAccount>(
        base,
        ['id', 'firstName', 'lastName', 'email', 'phone', 'status', 'createdAt'],
        query,
      );
    },

    /** Pending admin -> active; false when there is no pending admin with this id (one conditional update). */
    approvePendingAdmin: async (id: number): Promise<boolean> => {
      const result = await db
        .updateTable('users')
        .set({ status: 'active' })
        .where('id', '=', id)
        .where('role', '=', 'Admin')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Removes a pending admin's account (a pending account has never logged in, so nothing else
     * refers to it); false when there is no pending admin with this id.
     */
    rejectPendingAdmin: async (id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('users')
        .where('id', '=', id)
        .where('role', '=', 'Admin')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
