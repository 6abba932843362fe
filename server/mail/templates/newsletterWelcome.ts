import { renderMail } from '../layout';
import type { MailMessage } from '../mailer';

/** The newsletter welcome mail carrying the discount code (public-site.md §9: APP10, 10% off). */
export function newsletterWelcomeMail(options: { to: string; code: string; percent: number; siteUrl: string; companyName: string }): MailMessage {
  const { to, code, percent, siteUrl, companyName } = options;
  const body = renderMail({
    siteUrl,
    title: 'Welcome to our newsletter',
    preheader: `Your ${percent}% discount code is inside: ${code}`,
    blocks: [
      { type: 'paragraph', text: `Thank you for subscribing to the ${companyName} newsletter!` },
      { type: 'code', label: 'Your discount code:', code },
      { type: 'paragraph', text: `It gives a flat ${percent}% off your first app purchase. Enter it at checkout.` },
      { type: 'button', link: { label: 'Shop now', href: `${siteUrl}/products` } },
      { type: 'note', text: 'You receive this e-mail because this address was entered in our newsletter form. If that was not you, ignore it; reply to this e-mail to be removed from the list.' },
    ],
  });
  return { to, subject: `Your ${percent}% discount code from ${companyName}`, ...body };
}
