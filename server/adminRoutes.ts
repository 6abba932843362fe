import { Router } from 'express';
import type { AppContext } from './context';
import { adminAccountRoutes } from './modules/accounts/adminAccounts.routes';
import { adminBookingBlockRoutes, adminBookingRoutes } from './modules/bookings/bookingsAdmin.routes';
import { adminDashboardRoutes } from './modules/staff/dashboard.routes';
import { adminInboxRoutes } from './modules/inbox/inboxAdmin.routes';
import { adminNewsletterRoutes } from './modules/inbox/newsletterAdmin.routes';

/**
 * `/api/admin/...`: the back office. Every route here needs the Admin role (401 for a visitor,
 * 403 for a customer), checked once for the whole router.
 */
export function adminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(ctx.auth.requireAuth, ctx.auth.requireRole('Admin'));
  router.use('/inbox', adminInboxRoutes(ctx));
  router.use('/newsletter', adminNewsletterRoutes(ctx));
  router.use('/admins', adminAccountRoutes(ctx));
  router.use('/bookings', adminBookingRoutes(ctx));
  router.use('/booking-blocks', adminBookingBlockRoutes(ctx));
  router.use('/dashboard', adminDashboardRoutes(ctx));
  return router;
}
