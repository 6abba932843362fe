import { ROUTES } from '../../../../src/shared/config/routes';
import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import type { StaffRecipient } from '../notifications.repository';

/** What a notification mail tells: the stored notification's words and its back-office path. */
export interface MailedNotification {
  title: string;
  body: string;
  href: string;
  createdAt: string;
}

const istTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })} IST`;

const howToChange = (siteUrl: string) => ({
  type: 'note' as const,
  text: `You receive these as your notification e-mail choice says; change it on your profile in the back office (${siteUrl}${ROUTES.adminProfile}).`,
});

/** One notification, to one staff member, as it happens. */
export function staffNotificationMail(to: StaffRecipient, item: MailedNotification, siteUrl: string): MailMessage {
  const body = renderMail({
    siteUrl,
    title: item.title,
    preheader: item.body,
    blocks: [
      { type: 'paragraph', text: `Hello ${to.firstName},` },
      { type: 'paragraph', text: item.body },
      { type: 'details', rows: [['When', istTime(item.createdAt)]] },
      { type: 'button', link: { label: 'Open in the back office', href: `${siteUrl}${item.href}` } },
      howToChange(siteUrl),
    ],
  });
  return { to: to.email, subject: `[Back office] ${item.title}`, ...body };
}

/** The day's notifications, to one staff member who chose the daily digest. */
export function staffDigestMail(
  to: StaffRecipient,
  day: string,
  items: Array<MailedNotification & { read: boolean }>,
  siteUrl: string,
): MailMessage {
  const title = `${items.length} notification${items.length === 1 ? '' : 's'} of ${day} (IST)`;
  const body = renderMail({
    siteUrl,
    title,
    preheader: items.map((item) => item.title).join('; '),
    blocks: [
      { type: 'paragraph', text: `Hello ${to.firstName}, here is what happened on ${day} (IST).` },
      {
        type: 'links',
        links: items.map((item) => ({
          label: `${item.read ? '' : '(unread) '}${item.title}: ${item.body} (${istTime(item.createdAt)})`,
          href: `${siteUrl}${item.href}`,
        })),
      },
      howToChange(siteUrl),
    ],
  });
  return { to: to.email, subject: `[Back office] Daily digest: ${title}`, ...body };
}
