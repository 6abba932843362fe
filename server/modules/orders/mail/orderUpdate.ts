import type { OrderRecord } from '../tables';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

/**
 * A change the customer should hear about (paid, shipped, delivered, a return step): one
 * sentence, the order number and a link to the order, in the one mail layout (which escapes).
 * The sentence is the site's own; no name, since the address it goes to was only typed in.
 */
export function orderUpdateMail(options: {
  to: string;
  order: Pick<OrderRecord, 'orderNumber'>;
  subject: string;
  lines: string[];
  link: { label: string; href: string };
  siteUrl: string;
}): MailMessage {
  const { to, order, subject, lines, link, siteUrl } = options;
  const body = renderMail({
    siteUrl,
    title: subject,
    preheader: lines[0] ?? subject,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      ...lines.map((text) => ({ type: 'paragraph' as const, text })),
      { type: 'details', rows: [['Order', order.orderNumber ?? '']] },
      { type: 'button', link },
    ],
  });
  return { to, subject, ...body };
}
