import { Router } from 'express';
import { trackOrderSchema, type TrackOrderInput } from '../../../src/shared/contract/orderTracking';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { clientKey } from '../../platform/middleware/rateLimit';
import { validateBody } from '../../platform/middleware/validate';
import { emailClaimKey, phoneClaimKey } from './firstOrderClaims';
import { orderAccountService } from './orderAccount.service';

const MINUTE = 60_000;
/** Wrong guesses per address: enough for typos, too few to try numbers against an e-mail. */
export const TRACKING_LIMIT = { max: 10, windowMs: 15 * MINUTE } as const;
/**
 * Wrong guesses per order number, from any number of addresses: a customer's few typos of their
 * e-mail pass, trying contacts against one number does not (an hour's wait after five).
 */
export const TRACKING_ORDER_LIMIT = { max: 5, windowMs: 60 * MINUTE } as const;
/** Wrong guesses per e-mail or phone typed, from any number of addresses: trying numbers against one contact. */
export const TRACKING_CONTACT_LIMIT = { max: 10, windowMs: 60 * MINUTE } as const;

/** One contact however it is typed (`G.2+a@Gmail.com` = `g2@gmail.com`, `+91 98765-43210` = `9876543210`). */
export const trackingContactKey = (emailOrPhone: string) => {
  const typed = emailOrPhone.trim().toLowerCase();
  return typed.includes('@') ? emailClaimKey(typed) : (phoneClaimKey(typed) ?? typed);
};

/**
 * `POST /api/orders/track` (a body, so e-mails and phones stay out of URLs and logs). A wrong
 * combination answers 404 with one neutral message; misses are counted per client address, and
 * for a lookup by order number also per order number and per contact typed, so rotating
 * addresses does not buy more guesses. A courier's number alone shows the status only.
 */
export function orderTrackingRoutes(ctx: AppContext): Router {
  const router = Router();
  const account = orderAccountService(ctx);
  const perIp = ctx.rateLimiter('order-track-ip', TRACKING_LIMIT);
  const perOrder = ctx.rateLimiter('track-order', TRACKING_ORDER_LIMIT);
  const perContact = ctx.rateLimiter('track-contact', TRACKING_CONTACT_LIMIT);

  router.post(
    '/track',
    validateBody(trackOrderSchema),
    asyncHandler(async (req, res) => {
      const input = req.body as TrackOrderInput;
      const key = [`ip:${clientKey(req, ctx.config)}`];
      const byNumber = !input.trackingNumber;
      const orderKey = [(input.orderNumber ?? '').trim().toUpperCase()];
      const contactKey = [trackingContactKey(input.emailOrPhone ?? '')];
      // Each attempt is counted before the lookup (a parallel burst is counted in full).
      await perIp.consume(key);
      if (byNumber) {
        await perOrder.consume(orderKey);
        await perContact.consume(contactKey);
      }
      // A found order gives its tries back: only misses count towards the limits.
      const tracked = await account.track(input);
      await perIp.undo(key);
      if (byNumber) {
        await perOrder.undo(orderKey);
        await perContact.undo(contactKey);
      }
      sendOk(res, tracked, 'Order found');
    }),
  );
  return router;
}
