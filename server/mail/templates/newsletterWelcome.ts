import { escapeHtml } from '../escapeHtml';
import type { MailMessage } from '../mailer';

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
 * The newsletter welcome mail carrying the discount code (public-site.md §9: APP10, 10% off).
 * It carries a one-click unsubscribe (RFC 8058: mail clients POST to the https link of
 * List-Unsubscribe) and a link to a confirm page; opening a link never unsubscribes by itself.
 */
export function newsletterWelcomeMail(options: NewsletterWelcomeOptions): MailMessage {
  const { to, code, percent, siteUrl, companyName, companyInbox, unsubscribePage, unsubscribeOneClick } = options;
  const mailto = `mailto:${companyInbox}?subject=${encodeURIComponent('Unsubscribe')}`;
  return {
    to,
    replyTo: companyInbox,
    subject: `Your ${percent}% discount code from ${companyName}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeOneClick}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `Thank you for subscribing to the ${companyName} newsletter!`,
      '',
      `Your discount code: ${code}`,
      `It gives a flat ${percent}% off your first app purchase. Enter it at checkout.`,
      '',
      `Shop now: ${siteUrl}/products`,
      '',
      'You receive this e-mail because this address was entered in our newsletter form.',
      `Unsubscribe: ${unsubscribePage}`,
    ].join('\n'),
    html: [
      `<p>Thank you for subscribing to the ${escapeHtml(companyName)} newsletter!</p>`,
      `<p>Your discount code: <strong style="font-size:1.25em;letter-spacing:.1em">${escapeHtml(code)}</strong></p>`,
      `<p>It gives a flat ${percent}% off your first app purchase. Enter it at checkout.</p>`,
      `<p><a href="${escapeHtml(siteUrl)}/products">Shop now</a></p>`,
      `<p style="color:#666;font-size:.85em">You receive this e-mail because this address was entered in our newsletter form. <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>`,
    ].join('\n'),
  };
}
