import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

/**
 * Sent once when an account's login budget runs out (someone, from any number of addresses, got
 * its password wrong too often). Fixed text only: nothing a guesser typed, not even the name.
 */
export function accountUnlockMail(options: { to: string; link: string; hours: number; siteUrl: string }): MailMessage {
  const { to, link, hours, siteUrl } = options;
  const body = renderMail({
    siteUrl,
    title: 'Your account is locked after many failed logins',
    preheader: 'Open the link in this e-mail to unlock it.',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: 'Someone got the password of your account wrong many times, so we have stopped all password logins to it for now.',
      },
      {
        type: 'paragraph',
        text: `Open this link within ${hours} hours to unlock your account (it works once); then log in as usual:`,
      },
      { type: 'button', link: { label: 'Unlock my account', href: link } },
      {
        type: 'note',
        text: 'If it was not you, your password is still safe, but choosing a new one also unlocks the account.',
      },
      { type: 'links', links: [{ label: 'Choose a new password', href: `${siteUrl}/forgot-password` }] },
    ],
  });
  return { to, subject: 'Your account is locked after many failed logins', ...body };
}
