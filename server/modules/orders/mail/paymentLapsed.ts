import type { OrderRecord } from '../tables';
import { formatIstTime } from '../../../../src/shared/lib/formatIstTime';
import { inr } from '../../../platform/mail/html';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import { orderItems } from './orderConfirmation';

/**
 * Sent when an order awaiting payment lapses: the payment had not arrived by its pay-by time, so
 * the order is cancelled and its items are back on sale. Nothing is due; a payment made after
 * all is refunded, and the customer is told to reply if they did pay.
 */
export function paymentLapsedMail(options: {
  to: string;
  order: OrderRecord & { payBy: string };
  link: { label: string; href: string };
  siteUrl: string;
}): MailMessage {
  const { to, order, link, siteUrl } = options;
  const subject = `Your order ${order.orderNumber} is cancelled: payment not received`;
  const lead = `We had not received the payment for your order ${order.orderNumber} (${inr(order.totalAmount)}, UPI) by ${formatIstTime(order.payBy)}, so the order is cancelled and its items are released.`;
  const body = renderMail({
    siteUrl,
    title: subject,
    preheader: lead,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `${lead} Nothing will be delivered and nothing is due.` },
      { type: 'items', items: orderItems(order) },
      {
        type: 'paragraph',
        text: 'If you did pay, please reply to this e-mail with the UPI reference: we will refund it to your UPI account within 3-5 business days.',
      },
      { type: 'button', link },
    ],
  });
  return { to, subject, ...body };
}
