import { Router } from 'express';
import { isIsoDate } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest } from '../../platform/lib/httpError';
import { dashboardService } from './dashboard.service';

/** `?from=` / `?to=`: an IST day (YYYY-MM-DD), or left out; 400 for anything else. */
function dayQuery(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isIsoDate(value)) throw badRequest('Invalid date range', { [name]: [`${name} must be a date (YYYY-MM-DD)`] });
  return value;
}

/**
 * `GET /api/admin/dashboard?from=&to=`: the back office's figures over those IST days (both
 * included; the last 7 days to today when left out). Admin only, checked by the admin router.
 */
export function adminDashboardRoutes(ctx: AppContext): Router {
  const dashboard = dashboardService(ctx);
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (req, res) =>
      sendOk(
        res,
        await dashboard.figures({ from: dayQuery(req.query.from, 'from'), to: dayQuery(req.query.to, 'to') }),
      ),
    ),
  );
  return router;
}
