import { Router, type Request } from 'express';
import { ADDRESS_COUNTRY, INDIAN_STATES_AND_UNION_TERRITORIES } from '../../../src/content/indianStates';
import {
  createGuestOrderSchema,
  createPlaceOrderSchema,
  orderQuoteSchema,
  type GuestOrderInput,
  type OrderQuoteInput,
  type PlaceOrderInput,
} from '../../../src/shared/contract/order';
import { returnRequestSchema, type ReturnRequestInput } from '../../../src/shared/contract/orderReturn';
import type { AppContext } from '../../context';
import { toPublicOrder } from './orders.repository';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { forbidden, notFound } from '../../platform/lib/httpError';
import { clientKey } from '../../platform/middleware/rateLimit';
import { validateBody, validateInput } from '../../platform/middleware/validate';
import { clearStagedPhotos, returnPhotoRoute, returnRequestUpload, stagedPhotos } from './returnRequests.routes';
import { ORDER_NOT_FOUND, checkoutService, type Buyer } from './checkout.service';
import { orderAccountService } from './orderAccount.service';
import { pdfFileName } from '../billing';

const HOUR = 60 * 60_000;
const ADDRESS_LISTS = { states: INDIAN_STATES_AND_UNION_TERRITORIES, countries: [ADDRESS_COUNTRY] };

/** The delivery address is checked like the address book's (same states, India only, PIN in the state). */
const placeOrderSchema = createPlaceOrderSchema(ADDRESS_LISTS);
const guestOrderSchema = createGuestOrderSchema(ADDRESS_LISTS);

const orderIdOf = (req: Request) => {
  const id = /^[1-9][0-9]{0,9}$/.test(req.params.id) ? Number(req.params.id) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(ORDER_NOT_FOUND);
  return id;
};

/**
 * `/api/Order`: the caller's own orders, and the checkout (`POST /api/Order`, with
 * `POST /api/Order/quote` for the checkout page's totals) for customers and guests. Pricing is in
 * `services/orderPricing`; an order's page, cancel and returns in `services/orderAccount`.
 */
export function orderRoutes(ctx: AppContext): Router {
  const router = Router();
  const checkout = checkoutService(ctx);
  const account = orderAccountService(ctx);
  const customerOnly = [ctx.auth.requireAuth, ctx.auth.requireRole('Customer')];
  // Each order sends an e-mail: a runaway script must not flood a mailbox.
  const ordersPerCustomer = ctx.rateLimiter('orders-customer', { max: 30, windowMs: HOUR });
  const guestOrdersPerIp = ctx.rateLimiter('orders-guest-ip', { max: 10, windowMs: HOUR });
  /** A guest, or a logged-in customer (an admin does not shop with the admin account). */
  const customerOrGuest = [
    ctx.auth.optionalAuth,
    (req: Request, _res: unknown, next: (error?: unknown) => void) =>
      next(req.user && req.user.role !== 'Customer' ? forbidden('This action requires the Customer role') : undefined),
  ];

  router.get(
    '/user',
    ctx.auth.requireAuth,
    asyncHandler(async (req, res) => {
      sendOk(res, (await checkout.listOwn(req.user!.id)).map(toPublicOrder), 'Orders loaded');
    }),
  );

  router.post(
    '/quote',
    ...customerOrGuest,
    validateBody(orderQuoteSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await checkout.quote(req.user ?? null, req.body as OrderQuoteInput), 'Order priced');
    }),
  );

  router.post(
    '/',
    ...customerOrGuest,
    (req, res, next) => validateBody(req.user ? placeOrderSchema : guestOrderSchema)(req, res, next),
    asyncHandler(async (req, res) => {
      const limiter = req.user ? ordersPerCustomer : guestOrdersPerIp;
      const key = [req.user ? `user:${req.user.id}` : `ip:${clientKey(req, ctx.config)}`];
      const buyer: Buyer = req.user ? { user: req.user } : { guest: (req.body as GuestOrderInput).guest };
      // Reserved first (a burst of parallel orders is counted in full), given back if the order fails.
      await limiter.consume(key, 'Too many orders in a short time. Please try again later.');
      const { order, payment } = await checkout
        .place(buyer, req.body as PlaceOrderInput)
        .catch(async (error: unknown) => {
          await limiter.undo(key);
          throw error;
        });
      sendOk(res, { ...toPublicOrder(order), ...(payment ? { payment } : {}) }, 'Order placed', 201);
    }),
  );

  router.get(
    '/number/:orderNumber',
    ...customerOnly,
    asyncHandler(async (req, res) => {
      sendOk(res, await account.detail(req.user!, String(req.params.orderNumber).slice(0, 40)), 'Order loaded');
    }),
  );

  router.get(
    '/documents/:number',
    ...customerOnly,
    asyncHandler(async (req, res) => {
      const number = String(req.params.number).slice(0, 40);
      const pdf = await account.documentPdf(req.user!, number);
      res
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="${pdfFileName(number)}"`)
        .set('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );

  router.post(
    '/:id/cancel',
    ...customerOnly,
    asyncHandler(async (req, res) => {
      sendOk(res, toPublicOrder(await checkout.cancel(req.user!, orderIdOf(req))), 'Order cancelled');
    }),
  );

  router.post(
    '/:id/returns',
    ...customerOnly,
    ...returnRequestUpload(ctx),
    asyncHandler(async (req, res) => {
      const photos = stagedPhotos(req);
      try {
        const input = await validateInput(returnRequestSchema, req.body ?? {});
        sendOk(
          res,
          await account.requestReturn(req.user!, orderIdOf(req), input as ReturnRequestInput, photos),
          'Return requested',
          201,
        );
      } finally {
        clearStagedPhotos(photos);
      }
    }),
  );

  router.get('/return-photos/:file', returnPhotoRoute(ctx));

  return router;
}
