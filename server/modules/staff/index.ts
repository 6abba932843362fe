import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminDashboardRoutes } from './dashboard.routes';
import { adminNotificationsRoutes } from './notifications.routes';

/** Staff: the back office's dashboard and notifications. */
export const staffModule: ServerModule = {
  admin: (ctx) =>
    Router().use('/dashboard', adminDashboardRoutes(ctx)).use('/notifications', adminNotificationsRoutes(ctx)),
};
