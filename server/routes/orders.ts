import { Router } from 'express';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '../../src/content/indianStates';
import { createPlaceOrderSchema, orderQuoteSchema, type OrderQuoteInput, type PlaceOrderInput } from '../../src/shared/validation/order';
import type { AppContext } from '../context';
import { listOrders, toPublicOrder } from '../db/repositories/orders';
import { sendOk } from '../lib/envelope';
import { orderConfirmationMail } from '../mail/templates/orderConfirmation';
import { RateLimiter } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';
import { placeOrder, quoteOrder } from '../services/checkout';

const HOUR = 60 * 60_000;

/** The delivery address is checked like the address book's (same states, India only). */
const placeOrderSchema = createPlaceOrderSchema({ states: INDIAN_STATES_AND_UNION_TERRITORIES, countries: [ADDRESS_COUNTRY] });

/**
 * `/api/Order`: the caller's own orders, and the checkout (`POST /api/Order`, with
 * `POST /api/Order/quote` for the checkout page's totals). Records and their public shape are in
 * `db/repositories/orders`; pricing is in `services/orderPricing`.
 */
export function orderRoutes(ctx: AppContext): Router {
  const router = Router();
  const customerOnly = [ctx.auth.requireAuth, ctx.auth.requireRole('Customer')];
  // Each order sends an e-mail: a runaway script must not flood a mailbox.
  const ordersPerCustomer = new RateLimiter({ max: 30, windowMs: HOUR }, ctx.clock, ctx.config.rateLimitFactor);

  router.get('/user', ctx.auth.requireAuth, (req, res) => {
    sendOk(res, listOrders(ctx.db, req.user!.id).map(toPublicOrder), 'Orders loaded');
  });

  router.post('/quote', ...customerOnly, validateBody(orderQuoteSchema), (req, res) => {
    sendOk(res, quoteOrder(ctx, req.user!, req.body as OrderQuoteInput), 'Order priced');
  });

  router.post('/', ...customerOnly, validateBody(placeOrderSchema), (req, res) => {
    const user = req.user!;
    const key = [`user:${user.id}`];
    ordersPerCustomer.assertAllowed(key, 'Too many orders in a short time. Please try again later.');
    const order = placeOrder(ctx, user, req.body as PlaceOrderInput);
    ordersPerCustomer.hit(key);
    ctx.mail.queue(orderConfirmationMail({ to: user.email, firstName: user.firstName, order, accountUrl: `${ctx.config.publicUrl}/user/profile?tab=orders` }));
    sendOk(res, toPublicOrder(order), 'Order placed', 201);
  });

  return router;
}
