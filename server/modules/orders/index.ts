import { Router } from 'express';
import type { ServerModule } from '../../context';
import { orderRoutes } from './orders.routes';
import { adminOrderRoutes, adminReturnRoutes } from './ordersAdmin.routes';
import { orderTrackingRoutes } from './tracking.routes';
import { schedulePaymentLapses } from './paymentHolds.service';

/**
 * Orders: quote, checkout, the customer's orders, cancellations and returns (`/Order`), tracking
 * (`/orders`); the back office's orders and returns; the lapse of orders unpaid past their hold.
 */
export const ordersModule: ServerModule = {
  api: (ctx) => Router().use('/Order', orderRoutes(ctx)).use('/orders', orderTrackingRoutes(ctx)),
  admin: (ctx) => Router().use('/orders', adminOrderRoutes(ctx)).use('/returns', adminReturnRoutes(ctx)),
  background: (ctx) => schedulePaymentLapses(ctx),
};

// What other modules use of orders.
export type { OrderRecord } from './tables';
