import { Router } from 'express';
import type { ServerModule } from '../../context';
import { paymentsAdminRoutes } from './paymentsAdmin.routes';
import { paymentRoutes, paymentWebhookRoutes } from './payments.routes';
import { scheduleRequestLapses } from './paymentRequests.service';
import { scheduleReconciliation } from './razorpay/reconcile';

export type { PaymentInstructions, PaymentProvider } from './types';
export { upiLink } from './upi';
export { paymentProviders } from './providers';
export { gatewayService } from './razorpay/gateway.service';
export {
  paymentRequests,
  registerPaymentSubject,
  PAYMENT_REQUEST_MESSAGES,
  type PaidRequest,
  type PaymentRequestInput,
  type PaymentRequestRecord,
  type PaymentSubject,
  type PaymentSubjectHandlers,
} from './paymentRequests.service';

/**
 * Payments: the methods offered, the gateway's callback and webhook, refunds through it, the
 * reconciliation job asking the gateway about payments nothing has confirmed, and the back
 * office's Payments view (`/api/admin/payments`).
 */
export const paymentsModule: ServerModule = {
  api: (ctx) => paymentRoutes(ctx),
  admin: (ctx) => Router().use('/payments', paymentsAdminRoutes(ctx)),
  rawApi: (ctx) => paymentWebhookRoutes(ctx),
  background: (ctx) => {
    const stop = scheduleReconciliation(ctx);
    const stopLapses = scheduleRequestLapses(ctx);
    return async () => {
      stop();
      await stopLapses();
    };
  },
};
