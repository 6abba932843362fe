import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminDashboardRoutes } from './dashboard.routes';

/** Staff: the back office's dashboard. */
export const staffModule: ServerModule = {
  admin: (ctx) => Router().use('/dashboard', adminDashboardRoutes(ctx)),
};
