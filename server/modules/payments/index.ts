import type { ServerModule } from '../../context';
import { paymentRoutes, paymentWebhookRoutes } from './payments.routes';
import { scheduleReconciliation } from './razorpay/reconcile';

export type { PaymentInstructions, PaymentProvider } from './types';
export { upiLink } from './upi';
export { paymentProviders } from './providers';
export { gatewayService } from './razorpay/gateway.service';

/**
 * Payments: the methods offered, the gateway's callback and webhook, refunds through it, and the
 * reconciliation job asking the gateway about payments nothing has confirmed.
 */
export const paymentsModule: ServerModule = {
  api: (ctx) => paymentRoutes(ctx),
  rawApi: (ctx) => paymentWebhookRoutes(ctx),
  background: (ctx) => {
    const stop = scheduleReconciliation(ctx);
    return async () => stop();
  },
};
