import type { AdminAccount } from '../../../src/shared/contract/adminAccount';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../platform/lib/httpError';
import { likePattern, type ListParams } from '../../platform/lib/listParams';
import { adminApprovalMail } from './mail/adminApproval';

export const ADMIN_ACCOUNT_MESSAGES = {
  approved: 'Admin approved: they can log in now.',
  rejected: 'Registration rejected: the pending account has been removed.',
  notPending: 'There is no pending admin registration with this id (it may have been handled already).',
  notYourself: 'You cannot reject your own account.',
} as const;

/**
 * Approving and rejecting self-registered admins from the back office (`npm run admin:approve`
 * stays for the first one). Each decision is one conditional statement on a pending admin, so two
 * admins deciding at once cannot both succeed, and the registrant is told by mail.
 */
export function adminAccountService(ctx: Pick<AppContext, 'store' | 'config' | 'outbox'>) {
  const { store, config } = ctx;

  const decide = async (id: number, approved: boolean) => {
    const mail = await store.transaction(async (tx) => {
      const user = await tx.users.findById(id);
      const changed = user
        ? await (approved ? tx.adminAccounts.approvePendingAdmin(id) : tx.adminAccounts.rejectPendingAdmin(id))
        : false;
      if (!user || !changed) throw notFound(ADMIN_ACCOUNT_MESSAGES.notPending);
      return ctx.outbox.enqueue(tx, adminApprovalMail({ to: user.email, siteUrl: config.publicUrl, approved }));
    });
    ctx.outbox.sendSoon([mail]);
  };

  return {
    list: (
      status: 'pending' | 'active' | undefined,
      params: ListParams<'createdAt' | 'email' | 'lastName'>,
    ): Promise<{ items: AdminAccount[]; total: number }> =>
      store.adminAccounts.admins({
        status,
        pattern: params.q ? likePattern(params.q) : undefined,
        sort: params.sort,
        order: params.order,
        limit: params.limit,
        offset: params.offset,
      }),

    approve: (id: number) => decide(id, true),

    async reject(id: number, actingAdminId: number) {
      if (id === actingAdminId) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.notYourself);
      await decide(id, false);
    },
  };
}
