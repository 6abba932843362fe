import { escapeHtml } from '../escapeHtml';
import type { MailMessage } from '../mailer';

/** The newsletter welcome mail carrying the discount code (public-site.md §9: APP10, 10% off). */
export function newsletterWelcomeMail(options: { to: string; code: string; percent: number; siteUrl: string; companyName: string }): MailMessage {
  const { to, code, percent, siteUrl, companyName } = options;
  return {
    to,
    subject: `Your ${percent}% discount code from ${companyName}`,
    text: [
      `Thank you for subscribing to the ${companyName} newsletter!`,
      '',
      `Your discount code: ${code}`,
      `It gives a flat ${percent}% off your first app purchase. Enter it at checkout.`,
      '',
      `Shop now: ${siteUrl}/products`,
      '',
      'You receive this e-mail because this address was entered in our newsletter form.',
      'If that was not you, ignore it; reply to this e-mail to be removed from the list.',
    ].join('\n'),
    html: [
      `<p>Thank you for subscribing to the ${escapeHtml(companyName)} newsletter!</p>`,
      `<p>Your discount code: <strong style="font-size:1.25em;letter-spacing:.1em">${escapeHtml(code)}</strong></p>`,
      `<p>It gives a flat ${percent}% off your first app purchase. Enter it at checkout.</p>`,
      `<p><a href="${escapeHtml(siteUrl)}/products">Shop now</a></p>`,
      '<p style="color:#666;font-size:.85em">You receive this e-mail because this address was entered in our newsletter form. If that was not you, ignore it; reply to this e-mail to be removed from the list.</p>',
    ].join('\n'),
  };
}
