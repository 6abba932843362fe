import type { OrderRecord } from '../../db/schema';
import { escapeHtml, inr } from '../html';
import type { MailMessage } from '../mailer';

/** Sent when the customer cancels an order before it ships: what was cancelled, nothing to pay. */
export function orderCancellationMail(options: { to: string; firstName: string; order: OrderRecord; accountUrl: string }): MailMessage {
  const { to, firstName, order, accountUrl } = options;
  const lines = order.items.map((item) => `${item.quantity} x ${item.name}`);
  const text = [
    `Hello ${firstName},`,
    '',
    `Your order ${order.orderNumber} (${inr(order.totalAmount)}, cash on delivery) has been cancelled as you asked. Nothing will be delivered and nothing is due.`,
    '',
    ...lines,
    '',
    `See your orders at ${accountUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f29">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> (${inr(order.totalAmount)}, cash on delivery) has been cancelled as you asked. Nothing will be delivered and nothing is due.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(accountUrl)}">See your orders</a>.</p>
</body></html>`;
  return { to, subject: `Your order ${order.orderNumber} is cancelled`, text, html };
}
