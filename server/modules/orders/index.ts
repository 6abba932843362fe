import { Router } from 'express';
import type { AppContext, ServerModule } from '../../context';
import { orderAdminService } from './orderAdmin.service';
import { orderRoutes } from './orders.routes';
import { adminOrderRoutes, adminReturnRoutes } from './ordersAdmin.routes';
import { orderTrackingRoutes } from './tracking.routes';
import { adminReturnRequestRoutes } from './returnRequests.routes';
import { schedulePaymentLapses } from './paymentHolds.service';

/**
 * Orders: quote, checkout, the customer's orders, cancellations and returns (`/Order`), tracking
 * (`/orders`); the back office's orders and returns; the lapse of orders unpaid past their hold.
 */
export const ordersModule: ServerModule = {
  api: (ctx) => Router().use('/Order', orderRoutes(ctx)).use('/orders', orderTrackingRoutes(ctx)),
  admin: (ctx) =>
    Router()
      .use('/orders', adminOrderRoutes(ctx))
      .use('/returns', adminReturnRoutes(ctx))
      .use('/return-requests', adminReturnRequestRoutes(ctx)),
  background: (ctx) => schedulePaymentLapses(ctx),
};

// What other modules use of orders.
export type { OrderRecord } from './tables';
export { orderLinkFor } from './orderLinks';

/**
 * The mark-paid path the admin uses, for a payment the gateway confirmed: the timeline records
 * actor `system`, the customer gets the same "payment received" mail. Throws 409 (HttpError) when
 * the order is no longer awaiting payment.
 */
export const markOrderPaidBySystem = (
  ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>,
  orderId: number,
  note: string,
) => orderAdminService(ctx).markPaid({ system: 'gateway' }, orderId, note);
