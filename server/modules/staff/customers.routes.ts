import { Router } from 'express';
import { ADMIN_CUSTOMER_SORTS } from '../../../src/shared/contract/adminCustomer';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { listHandler } from '../../platform/lib/listParams';
import { CUSTOMER_NOT_FOUND, customersService } from './customers.service';

/**
 * `/api/admin/customers` (Admin only, checked by the admin router): `GET /` customer accounts
 * (`q` over name, e-mail and phone, `_page`, `_limit`, `_sort`, `_order`; X-Total-Count) and
 * `GET /:id` one customer with their orders, bookings, contact messages and return requests (404
 * for an unknown id). Read-only: nothing here changes anything.
 */
export function adminCustomerRoutes(ctx: AppContext): Router {
  const customers = customersService(ctx);
  const router = Router();
  router.get(
    '/',
    listHandler({ sortable: ADMIN_CUSTOMER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' }, (params) =>
      customers.list(params),
    ),
  );
  router.get(
    '/:id',
    asyncHandler(async (req, res) => {
      if (!/^[1-9][0-9]{0,9}$/.test(req.params.id)) throw notFound(CUSTOMER_NOT_FOUND);
      sendOk(res, await customers.detail(Number(req.params.id)));
    }),
  );
  return router;
}
