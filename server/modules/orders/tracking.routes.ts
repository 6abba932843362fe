import { Router } from 'express';
import { trackOrderSchema, type TrackOrderInput } from '../../../src/shared/contract/orderTracking';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { clientKey } from '../../platform/middleware/rateLimit';
import { validateBody } from '../../platform/middleware/validate';
import { orderAccountService } from './orderAccount.service';

const MINUTE = 60_000;
/** Wrong guesses per address: enough for typos, too few to try numbers against an e-mail. */
export const TRACKING_LIMIT = { max: 10, windowMs: 15 * MINUTE } as const;

/**
 * `POST /api/orders/track` (a body, so e-mails and phones stay out of URLs and logs). A wrong
 * combination answers 404 with one neutral message; misses are counted per address.
 */
export function orderTrackingRoutes(ctx: AppContext): Router {
  const router = Router();
  const account = orderAccountService(ctx);
  const perIp = ctx.rateLimiter('order-track-ip', TRACKING_LIMIT);

  router.post(
    '/track',
    validateBody(trackOrderSchema),
    asyncHandler(async (req, res) => {
      const key = [`ip:${clientKey(req, ctx.config)}`];
      await perIp.consume(key);
      // A found order gives its try back: only misses count towards the limit.
      const tracked = await account.track(req.body as TrackOrderInput);
      await perIp.undo(key);
      sendOk(res, tracked, 'Order found');
    }),
  );
  return router;
}
