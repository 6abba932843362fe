import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminCustomerRoutes } from './customers.routes';
import { adminDashboardRoutes } from './dashboard.routes';
import { adminNotificationsRoutes } from './notifications.routes';

/** Staff: the back office's dashboard, customers and notifications. */
export const staffModule: ServerModule = {
  admin: (ctx) =>
    Router()
      .use('/dashboard', adminDashboardRoutes(ctx))
      .use('/customers', adminCustomerRoutes(ctx))
      .use('/notifications', adminNotificationsRoutes(ctx)),
};
