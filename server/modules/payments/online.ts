import { ORDER_STATUS } from '../../../src/shared/config/shop';
import type { AppContext } from '../../context';
import { paymentLinks } from './razorpay/links';
import type { PaymentProvider } from './types';

/**
 * Online payment through the gateway (Razorpay's Payment Links: cards, UPI QR or intent on its
 * hosted page). The order waits ("awaiting payment") until the gateway confirms the payment: the
 * callback, the webhook or the reconciliation job marks it paid (gateway.service.ts).
 */
export function onlineProvider(ctx: Pick<AppContext, 'config' | 'store' | 'clock'>): PaymentProvider {
  const links = paymentLinks(ctx);
  return {
    method: 'online',
    offered: ctx.config.razorpay !== null,
    label: 'online payment',
    initial: () => ({ status: ORDER_STATUS.awaitingPayment, paymentStatus: 'awaiting_payment' }),
    // The link is made once the order is stored (it names the order), after the confirmation mail is queued.
    payLink: () => null,
    instructions: (order) => links.ensure(order),
    afterDelivery: (current) => current,
  };
}
