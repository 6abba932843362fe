import { Router, type Request } from 'express';
import { ADMIN_SORTS, ADMIN_STATUSES } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { listHandler, parseFilter } from '../../platform/lib/listParams';
import { ADMIN_ACCOUNT_MESSAGES, adminAccountService } from './adminAccounts.service';

const idOf = (req: Request) => {
  const { id } = req.params as { id: string };
  if (!/^[1-9][0-9]{0,9}$/.test(id)) throw notFound(ADMIN_ACCOUNT_MESSAGES.notPending);
  return Number(id);
};

/**
 * `/api/admin/admins`: `GET /?status=pending` (list; `q`, paging, X-Total-Count),
 * `POST /:id/approve` and `POST /:id/reject` (a pending admin only).
 */
export function adminAccountRoutes(ctx: AppContext): Router {
  const accounts = adminAccountService(ctx);
  const router = Router();

  router.get(
    '/',
    listHandler({ sortable: ADMIN_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' }, (params, req) =>
      accounts.list(parseFilter(req.query, 'status', ADMIN_STATUSES), params),
    ),
  );
  router.post(
    '/:id/approve',
    asyncHandler(async (req, res) => {
      await accounts.approve(idOf(req));
      sendOk(res, null, ADMIN_ACCOUNT_MESSAGES.approved);
    }),
  );
  router.post(
    '/:id/reject',
    asyncHandler(async (req, res) => {
      await accounts.reject(idOf(req), req.user!.id);
      sendOk(res, null, ADMIN_ACCOUNT_MESSAGES.rejected);
    }),
  );

  return router;
}
