import type { OrderRecord } from '../../db/schema';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mailer';

/**
 * A change the customer should hear about (paid, shipped, delivered, a return step): one
 * sentence, the order number and a link to the order. Everything typed by people is escaped.
 */
export function orderUpdateMail(options: { to: string; name: string; order: Pick<OrderRecord, 'orderNumber'>; subject: string; lines: string[]; link: { label: string; href: string } }): MailMessage {
  const { to, name, order, subject, lines, link } = options;
  const text = [`Hello ${name},`, '', ...lines, '', `${link.label}: ${link.href}`].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1f1f29">
<p>Hello ${escapeHtml(name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a> (order ${escapeHtml(order.orderNumber)}).</p>
</body></html>`;
  return { to, subject, text, html };
}
