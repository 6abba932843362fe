import type { OrderRecord } from '../tables';
import { inr } from '../../../platform/mail/html';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import { orderItems } from './orderConfirmation';

/**
 * Sent when an order is cancelled before it ships, by the customer or (`byCompany`) by the back
 * office: what was cancelled, nothing to pay. Fixed wording and the order's facts only, no name.
 */
export function orderCancellationMail(options: {
  to: string;
  order: OrderRecord;
  accountUrl: string;
  siteUrl: string;
  byCompany?: boolean;
}): MailMessage {
  const { to, order, accountUrl, siteUrl, byCompany = false } = options;
  const payment = order.paymentMethod === 'upi' ? 'UPI' : 'cash on delivery';
  // A UPI order already paid is refunded to the same UPI account (policy: 3-5 business days).
  const after =
    order.paymentStatus === 'paid'
      ? 'Nothing will be delivered; your payment will be refunded to your UPI account within 3-5 business days.'
      : 'Nothing will be delivered and nothing is due.';
  const body = renderMail({
    siteUrl,
    title: `Your order ${order.orderNumber} is cancelled`,
    preheader: after,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: `Your order ${order.orderNumber} (${inr(order.totalAmount)}, ${payment}) has been cancelled ${byCompany ? 'by us; please reply to this e-mail if you did not expect it' : 'as you asked'}. ${after}`,
      },
      { type: 'items', items: orderItems(order) },
      { type: 'button', link: { label: 'See your orders', href: accountUrl } },
    ],
  });
  return { to, subject: `Your order ${order.orderNumber} is cancelled`, ...body };
}
