import { Router } from 'express';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { dashboardService } from './dashboard.service';

/** `GET /api/admin/dashboard`: the back office's figures (Admin only, checked by the admin router). */
export function adminDashboardRoutes(ctx: AppContext): Router {
  const dashboard = dashboardService(ctx);
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (_req, res) => sendOk(res, await dashboard.figures())),
  );
  return router;
}
