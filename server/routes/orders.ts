import { Router } from 'express';
import type { AppContext } from '../context';
import { listOrders, toPublicOrder } from '../db/repositories/orders';
import { sendOk } from '../lib/envelope';

/**
 * `/api/Order`: the caller's own orders. Placing an order (`POST /api/Order`, the checkout) is
 * added to this router by the shop; records and their public shape are in `db/repositories/orders`.
 */
export function orderRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/user', ctx.auth.requireAuth, (req, res) => {
    sendOk(res, listOrders(ctx.db, req.user!.id).map(toPublicOrder), 'Orders loaded');
  });

  return router;
}
