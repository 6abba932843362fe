import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminCustomerRoutes } from './customers.routes';
import { adminDashboardRoutes } from './dashboard.routes';
import { scheduleStaffDigests } from './digest';
import { adminNotificationsRoutes } from './notifications.routes';

/** Staff: the back office's dashboard, customers, notifications (the bell) and the staff's notification mail. */
export const staffModule: ServerModule = {
  admin: (ctx) =>
    Router()
      .use('/dashboard', adminDashboardRoutes(ctx))
      .use('/customers', adminCustomerRoutes(ctx))
      .use('/notifications', adminNotificationsRoutes(ctx)),
  background: (ctx) => scheduleStaffDigests(ctx),
};

/** For other modules: tell the staff of an event inside its transaction (`staffEvents(ctx).notify(tx, ...)`). */
export { staffEvents, type StaffEvent } from './staffEvents';
/** For modules with a derived kind of notification (the leads' due follow-ups). */
export { registerNotificationSource } from './notifications.service';
/** For tests and the integrator: the digest run (the module's background runs it every ten minutes). */
export { staffDigests } from './digest';
