import express, { Router } from 'express';
import type { PaymentMethodsAnswer } from '../../../src/shared/contract/payments';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { offeredMethods } from './providers';
import { gatewayService } from './razorpay/gateway.service';

/** The webhook's body is read raw (its signature is over the bytes as sent); larger bodies answer 413. */
const WEBHOOK_BODY_LIMIT = '256kb';

/** `/api/payments`: the methods offered now, and the customer's return from the gateway's page. */
export function paymentRoutes(ctx: AppContext): Router {
  const router = Router();
  const gateway = gatewayService(ctx);

  router.get('/payments/methods', (_req, res) => {
    sendOk<PaymentMethodsAnswer>(res, { methods: offeredMethods(ctx) }, 'Payment methods');
  });

  // The gateway sends the customer's browser here (GET, as the link asked) with the signed result.
  router.get(
    '/payments/razorpay/callback',
    asyncHandler(async (req, res) => {
      res.redirect(303, await gateway.callback(req.query as Record<string, string>));
    }),
  );
  return router;
}

/** `POST /api/payments/razorpay/webhook`, mounted before the JSON parser: the raw bytes are what is signed. */
export function paymentWebhookRoutes(ctx: AppContext): Router {
  const router = Router();
  const gateway = gatewayService(ctx);
  router.post(
    '/payments/razorpay/webhook',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    asyncHandler(async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await gateway.webhook(
        raw,
        req.get('x-razorpay-signature'),
        req.get('x-razorpay-event-id') ?? undefined,
      );
      sendOk(res, result, result.outcome === 'repeat' ? 'Event already processed' : 'Event processed');
    }),
  );
  return router;
}
