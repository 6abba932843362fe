import type { OrderRecord } from '../../db/schema';
import { escapeHtml, inr } from '../html';
import type { MailMessage } from '../mailer';

const DELIVERY_LABELS = { standard: 'Standard delivery', express: 'Express delivery' } as const;

const itemLabel = (item: OrderRecord['items'][number]) => {
  const options = [item.size ? `size ${item.size}` : null, item.colour ?? null].filter(Boolean).join(', ');
  return options ? `${item.name} (${options})` : item.name;
};

/** The order confirmation sent after checkout: items, totals, delivery address, cash on delivery. */
export function orderConfirmationMail(options: { to: string; firstName: string; order: OrderRecord; accountUrl: string }): MailMessage {
  const { to, firstName, order, accountUrl } = options;
  const address = order.shippingAddress;
  const addressLines = [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country];
  const totals: Array<[string, string]> = [
    ['Subtotal', inr(order.subtotal)],
    ...(order.discount > 0 ? [[`Discount (${order.discountCode})`, `-${inr(order.discount)}`] as [string, string]] : []),
    [DELIVERY_LABELS[order.deliveryMethod], order.shippingCost === 0 ? 'Free' : inr(order.shippingCost)],
    ['Total (cash on delivery)', inr(order.totalAmount)],
  ];

  const text = [
    `Hello ${firstName},`,
    '',
    `Thank you for your order ${order.orderNumber}. We will let you know when it ships.`,
    '',
    ...order.items.map((item) => `${item.quantity} x ${itemLabel(item)}  ${inr(item.price * item.quantity)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Delivery address:',
    ...addressLines,
    '',
    `Payment: cash on delivery. See your orders at ${accountUrl}`,
  ].join('\n');

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f29">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>. We will let you know when it ships.</p>
<table cellpadding="6" style="border-collapse:collapse">
${order.items.map((item) => `<tr><td>${item.quantity} &times;</td><td>${escapeHtml(itemLabel(item))}</td><td align="right">${inr(item.price * item.quantity)}</td></tr>`).join('\n')}
${totals.map(([label, value]) => `<tr><td></td><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><strong>Delivery address</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>
<p>Payment: cash on delivery. <a href="${escapeHtml(accountUrl)}">See your orders</a>.</p>
</body></html>`;

  return { to, subject: `Your order ${order.orderNumber} is confirmed`, text, html };
}
