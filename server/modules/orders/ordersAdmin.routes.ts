import { Router, type Request } from 'express';
import {
  ADMIN_ORDER_RETURN_FILTERS,
  ADMIN_ORDER_SORTS,
  ADMIN_ORDER_STATUSES,
  ADMIN_PAYMENT_STATUSES,
} from '../../../src/shared/config/backOffice';
import { advanceReturnSchema, type AdvanceReturnInput } from '../../../src/shared/contract/orderReturn';
import {
  paymentHoldSchema,
  shipOrderSchema,
  type PaymentHoldInput,
  type ShipOrderInput,
} from '../../../src/shared/contract/adminOrder';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { istDayRange } from '../../platform/lib/istDayRange';
import { listHandler, parseFilter } from '../../platform/lib/listParams';
import { validateBody } from '../../platform/middleware/validate';
import { ORDER_NOT_FOUND } from './checkout.service';
import { orderAdminService, RETURN_NOT_FOUND } from './orderAdmin.service';
import { orderAdminQueries } from './orderAdminQueries';
import { orderRefundsService } from './orderRefunds.service';
import { recordRefundSchema, type RecordRefundInput } from '../../../src/shared/contract/refund';

const idOf = (req: Request, missing: string) => {
  if (!/^[1-9][0-9]{0,9}$/.test(req.params.id)) throw notFound(missing);
  return Number(req.params.id);
};

/**
 * `/api/admin/orders`: the list (`GET /`: `q` over number, name, e-mail and phone, `status`,
 * `paymentStatus`, `returns=open` (an open return request), `from`/`to` IST days, `_page`, `_limit`, `_sort`, `_order`; X-Total-Count), one
 * order with its audit log (`GET /:id`), its status changes and more time to pay (`POST /:id/payment-hold`). Each answers the changed order;
 * the customer hears of it by e-mail.
 */
export function adminOrderRoutes(ctx: AppContext): Router {
  const router = Router();
  const admin = orderAdminService(ctx);
  const queries = orderAdminQueries(ctx);
  const refunds = orderRefundsService(ctx);
  router.get(
    '/',
    listHandler({ sortable: ADMIN_ORDER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' }, (params, req) => {
      const filters = {
        status: parseFilter(req.query, 'status', ADMIN_ORDER_STATUSES),
        paymentStatus: parseFilter(req.query, 'paymentStatus', ADMIN_PAYMENT_STATUSES),
        openReturns: parseFilter(req.query, 'returns', ADMIN_ORDER_RETURN_FILTERS) === 'open' || undefined,
        ...istDayRange(req),
      };
      return queries.list(filters, params);
    }),
  );
  router.get(
    '/:id',
    asyncHandler(async (req, res) => {
      sendOk(res, await queries.detail(idOf(req, ORDER_NOT_FOUND)));
    }),
  );
  router.post(
    '/:id/cancel',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.cancel(req.user!, idOf(req, ORDER_NOT_FOUND)), 'Order cancelled');
    }),
  );

  router.post(
    '/:id/mark-paid',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.markPaid(req.user!, idOf(req, ORDER_NOT_FOUND)), 'Order marked paid');
    }),
  );
  router.post(
    '/:id/payment-hold',
    validateBody(paymentHoldSchema),
    asyncHandler(async (req, res) => {
      const { minutes } = req.body as PaymentHoldInput;
      sendOk(
        res,
        await admin.extendPaymentHold(req.user!, idOf(req, ORDER_NOT_FOUND), minutes),
        'Time to pay extended',
      );
    }),
  );
  router.post(
    '/:id/ship',
    validateBody(shipOrderSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.ship(req.user!, idOf(req, ORDER_NOT_FOUND), req.body as ShipOrderInput), 'Order shipped');
    }),
  );
  router.post(
    '/:id/deliver',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.deliver(req.user!, idOf(req, ORDER_NOT_FOUND)), 'Order delivered');
    }),
  );
  router.post(
    '/:id/undo',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.undo(req.user!, idOf(req, ORDER_NOT_FOUND)), 'Step undone');
    }),
  );
  router.post(
    '/:id/undo/release',
    asyncHandler(async (req, res) => {
      sendOk(res, await admin.releaseUndo(req.user!, idOf(req, ORDER_NOT_FOUND)), 'E-mail sent to the customer');
    }),
  );
  router.post(
    '/:id/refund',
    validateBody(recordRefundSchema),
    asyncHandler(async (req, res) => {
      const refund = await refunds.refundOrder(req.user!, idOf(req, ORDER_NOT_FOUND), req.body as RecordRefundInput);
      sendOk(res, refund, 'Refund recorded', 201);
    }),
  );
  return router;
}

/**
 * `/api/admin/returns/:id/advance`: moves a return to its next step (the customer hears of it by
 * e-mail); `/:id/refund` records an approved return's refund, which is its step to Refunded.
 */
export function adminReturnRoutes(ctx: AppContext): Router {
  const router = Router();
  const admin = orderAdminService(ctx);
  const refunds = orderRefundsService(ctx);
  router.post(
    '/:id/advance',
    validateBody(advanceReturnSchema),
    asyncHandler(async (req, res) => {
      sendOk(
        res,
        await admin.advanceReturn(req.user!, idOf(req, RETURN_NOT_FOUND), req.body as AdvanceReturnInput),
        'Return updated',
      );
    }),
  );
  router.post(
    '/:id/refund',
    validateBody(recordRefundSchema),
    asyncHandler(async (req, res) => {
      const refund = await refunds.refundReturn(req.user!, idOf(req, RETURN_NOT_FOUND), req.body as RecordRefundInput);
      sendOk(res, refund, 'Refund recorded', 201);
    }),
  );
  return router;
}
