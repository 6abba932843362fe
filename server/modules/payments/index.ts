import type { ServerModule } from '../../context';
import { adminPaymentRoutes, paymentRoutes, paymentWebhookRoutes } from './payments.routes';
import { scheduleReconciliation } from './razorpay/reconcile';

export type { PaymentInstructions, PaymentProvider } from './types';
export { upiLink } from './upi';
export { paymentProviders } from './providers';

/**
 * Payments: the methods offered, the gateway's callback and webhook, staff refunds, and the
 * reconciliation job asking the gateway about payments nothing has confirmed.
 */
export const paymentsModule: ServerModule = {
  api: (ctx) => paymentRoutes(ctx),
  rawApi: (ctx) => paymentWebhookRoutes(ctx),
  admin: (ctx) => adminPaymentRoutes(ctx),
  jobs: (ctx) => scheduleReconciliation(ctx),
};
