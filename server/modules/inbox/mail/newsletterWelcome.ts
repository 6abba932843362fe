import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

export interface NewsletterWelcomeOptions {
  to: string;
  code: string;
  percent: number;
  siteUrl: string;
  companyName: string;
  /** The company inbox: replies go there, and it is the mailto: way to unsubscribe. */
  companyInbox: string;
  /** The confirm page (`/newsletter/unsubscribe?token=…`, linked in the body). */
  unsubscribePage: string;
  /** The one-click POST target (RFC 8058, in List-Unsubscribe). */
  unsubscribeOneClick: string;
}

/**
 * The newsletter welcome mail carrying the discount code (APP10, 10% off).
 * It carries a one-click unsubscribe (RFC 8058: mail clients POST to the https link of
 * List-Unsubscribe) and a link to a confirm page; opening a link never unsubscribes by itself.
 */
export function newsletterWelcomeMail(options: NewsletterWelcomeOptions): MailMessage {
  const { to, code, percent, siteUrl, companyName, companyInbox, unsubscribePage, unsubscribeOneClick } = options;
  const mailto = `mailto:${companyInbox}?subject=${encodeURIComponent('Unsubscribe')}`;
  const body = renderMail({
    siteUrl,
    title: 'Welcome to our newsletter',
    preheader: `Your ${percent}% discount code is inside: ${code}`,
    blocks: [
      { type: 'paragraph', text: `Thank you for subscribing to the ${companyName} newsletter!` },
      { type: 'code', label: 'Your discount code:', code },
      { type: 'paragraph', text: `It gives a flat ${percent}% off your first app purchase. Enter it at checkout.` },
      { type: 'button', link: { label: 'Shop now', href: `${siteUrl}/products` } },
      { type: 'note', text: 'You receive this e-mail because this address was entered in our newsletter form.' },
      { type: 'links', links: [{ label: 'Unsubscribe', href: unsubscribePage }] },
    ],
  });
  return {
    to,
    replyTo: companyInbox,
    subject: `Your ${percent}% discount code from ${companyName}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeOneClick}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...body,
  };
}
