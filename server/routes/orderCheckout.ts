import { Router } from 'express';
import type { OrderQuoteInput, PlaceOrderInput } from '../../src/shared/validation/order';
import { orderQuoteSchema, placeOrderSchema } from '../../src/shared/validation/order';
import type { AppContext } from '../context';
import { sendOk } from '../lib/envelope';
import { orderConfirmationMail } from '../mail/templates/orderConfirmation';
import { RateLimiter } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';
import { placeOrder, quoteOrder, toPlacedOrderView } from '../services/checkout';

const HOUR = 60 * 60_000;

/** `POST /api/Order` (checkout) and `POST /api/Order/quote` (the checkout page's totals). Customers only. */
export function orderCheckoutRoutes(ctx: AppContext): Router {
  const router = Router();
  const customerOnly = [ctx.auth.requireAuth, ctx.auth.requireRole('Customer')];
  // Each order sends an e-mail: a runaway script must not flood a mailbox.
  const ordersPerCustomer = new RateLimiter({ max: 30, windowMs: HOUR }, ctx.clock, ctx.config.rateLimitFactor);

  router.post('/quote', ...customerOnly, validateBody(orderQuoteSchema), (req, res) => {
    sendOk(res, quoteOrder(ctx, req.user!, req.body as OrderQuoteInput), 'Order priced');
  });

  router.post('/', ...customerOnly, validateBody(placeOrderSchema), (req, res) => {
    const user = req.user!;
    const key = [`user:${user.id}`];
    ordersPerCustomer.assertAllowed(key, 'Too many orders in a short time. Please try again later.');
    const order = placeOrder(ctx, user, req.body as PlaceOrderInput);
    ordersPerCustomer.hit(key);
    ctx.mail.queue(orderConfirmationMail({ to: user.email, firstName: user.firstName, order, accountUrl: `${ctx.config.publicUrl}/user/profile` }));
    sendOk(res, toPlacedOrderView(order), 'Order placed', 201);
  });

  return router;
}
