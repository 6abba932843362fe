import type { OrderRecord } from '../../db/schema';
import { escapeHtml, inr } from '../html';
import type { MailMessage } from '../mailer';

/** Sent when the customer cancels an order before it ships: what was cancelled, nothing to pay. */
export function orderCancellationMail(options: { to: string; firstName: string; order: OrderRecord; accountUrl: string }): MailMessage {
  const { to, firstName, order, accountUrl } = options;
  const payment = order.paymentMethod === 'upi' ? 'UPI' : 'cash on delivery';
  // A UPI order already paid is refunded to the same UPI account (policy: 3-5 business days).
  const after = order.paymentStatus === 'paid' ? 'Nothing will be delivered; your payment will be refunded to your UPI account within 3-5 business days.' : 'Nothing will be delivered and nothing is due.';
  const lines = order.items.map((item) => `${item.quantity} x ${item.name}`);
  const text = [
    `Hello ${firstName},`,
    '',
    `Your order ${order.orderNumber} (${inr(order.totalAmount)}, ${payment}) has been cancelled as you asked. ${after}`,
    '',
    ...lines,
    '',
    `See your orders at ${accountUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f29">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> (${inr(order.totalAmount)}, ${escapeHtml(payment)}) has been cancelled as you asked. ${escapeHtml(after)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(accountUrl)}">See your orders</a>.</p>
</body></html>`;
  return { to, subject: `Your order ${order.orderNumber} is cancelled`, text, html };
}
