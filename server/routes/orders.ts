import { Router } from 'express';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '../../src/content/indianStates';
import { createPlaceOrderSchema, orderQuoteSchema, type OrderQuoteInput, type PlaceOrderInput } from '../../src/shared/validation/order';
import type { AppContext } from '../context';
import { toPublicOrder } from '../db/repositories/orders';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { RateLimiter } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';
import { notFound } from '../lib/httpError';
import { ORDER_NOT_FOUND, checkoutService } from '../services/checkout';

const HOUR = 60 * 60_000;

/** The delivery address is checked like the address book's (same states, India only). */
const placeOrderSchema = createPlaceOrderSchema({ states: INDIAN_STATES_AND_UNION_TERRITORIES, countries: [ADDRESS_COUNTRY] });

/**
 * `/api/Order`: the caller's own orders, and the checkout (`POST /api/Order`, with
 * `POST /api/Order/quote` for the checkout page's totals). Pricing is in `services/orderPricing`.
 */
export function orderRoutes(ctx: AppContext): Router {
  const router = Router();
  const checkout = checkoutService(ctx);
  const customerOnly = [ctx.auth.requireAuth, ctx.auth.requireRole('Customer')];
  // Each order sends an e-mail: a runaway script must not flood a mailbox.
  const ordersPerCustomer = new RateLimiter('orders-customer', { max: 30, windowMs: HOUR }, ctx.store, ctx.clock, ctx.config.rateLimitFactor);

  router.get(
    '/user',
    ctx.auth.requireAuth,
    asyncHandler(async (req, res) => {
      sendOk(res, (await checkout.listOwn(req.user!.id)).map(toPublicOrder), 'Orders loaded');
    }),
  );

  router.post(
    '/quote',
    ...customerOnly,
    validateBody(orderQuoteSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await checkout.quote(req.user!, req.body as OrderQuoteInput), 'Order priced');
    }),
  );

  router.post(
    '/',
    ...customerOnly,
    validateBody(placeOrderSchema),
    asyncHandler(async (req, res) => {
      const key = [`user:${req.user!.id}`];
      // Reserved first (a burst of parallel orders is counted in full), given back if the order fails.
      await ordersPerCustomer.consume(key, 'Too many orders in a short time. Please try again later.');
      const order = await checkout.place(req.user!, req.body as PlaceOrderInput).catch(async (error: unknown) => {
        await ordersPerCustomer.undo(key);
        throw error;
      });
      sendOk(res, toPublicOrder(order), 'Order placed', 201);
    }),
  );

  router.post(
    '/:id/cancel',
    ...customerOnly,
    asyncHandler(async (req, res) => {
      const id = /^[1-9][0-9]{0,9}$/.test(req.params.id) ? Number(req.params.id) : Number.NaN;
      if (!Number.isSafeInteger(id)) throw notFound(ORDER_NOT_FOUND);
      sendOk(res, toPublicOrder(await checkout.cancel(req.user!, id)), 'Order cancelled');
    }),
  );

  return router;
}
