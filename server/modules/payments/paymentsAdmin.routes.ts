import { Router } from 'express';
import type { PaymentsView } from '../../../src/shared/contract/paymentsView';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { paymentsMonth, paymentsViewService } from './paymentsView.service';

/** The back office's payments, under /api/admin/payments (Admin only, checked by the admin router). */
export function paymentsAdminRoutes(ctx: AppContext): Router {
  const payments = paymentsViewService(ctx);
  const router = Router();

  // `?month=YYYY-MM` (IST), the current IST month without it.
  router.get(
    '/',
    asyncHandler(async (req, res) =>
      sendOk<PaymentsView>(res, await payments.view(paymentsMonth(req.query.month, ctx.clock.now())), 'Payments'),
    ),
  );
  return router;
}
