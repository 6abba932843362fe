import { Router, type Request } from 'express';
import { advanceReturnSchema, shipOrderSchema, type AdvanceReturnInput, type ShipOrderInput } from '../../src/shared/validation/orderAfter';
import type { AppContext } from '../context';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { notFound } from '../lib/httpError';
import { validateBody } from '../middleware/validate';
import { ORDER_NOT_FOUND } from '../services/checkout';
import { orderAdminService, RETURN_NOT_FOUND } from '../services/orderAdmin';

const idOf = (req: Request, missing: string) => {
  if (!/^[1-9][0-9]{0,9}$/.test(req.params.id)) throw notFound(missing);
  return Number(req.params.id);
};

/**
 * `/api/admin`: order status changes and return steps for the back office (role Admin). Each
 * answers the changed order (or return); the customer hears of it by e-mail.
 */
export function adminOrderRoutes(ctx: AppContext): Router {
  const router = Router();
  const admin = orderAdminService(ctx);
  router.use(ctx.auth.requireAuth, ctx.auth.requireRole('Admin'));

  router.post(
    '/orders/:id/mark-paid',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.markPaid(req.user!, idOf(req, ORDER_NOT_FOUND)), 'Order marked paid');
    }),
  );
  router.post(
    '/orders/:id/ship',
    validateBody(shipOrderSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.ship(req.user!, idOf(req, ORDER_NOT_FOUND), req.body as ShipOrderInput), 'Order shipped');
    }),
  );
  router.post(
    '/orders/:id/deliver',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.deliver(req.user!, idOf(req, ORDER_NOT_FOUND)), 'Order delivered');
    }),
  );
  router.post(
    '/returns/:id/advance',
    validateBody(advanceReturnSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.advanceReturn(req.user!, idOf(req, RETURN_NOT_FOUND), req.body as AdvanceReturnInput), 'Return updated');
    }),
  );
  return router;
}
