import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

/** The reset link, in fixed wording: no name, since the account's address was never verified. */
export function passwordResetMail(options: {
  to: string;
  link: string;
  minutes: number;
  siteUrl: string;
}): MailMessage {
  const { to, link, minutes, siteUrl } = options;
  const body = renderMail({
    siteUrl,
    title: 'Reset your password',
    preheader: `The link works once, for ${minutes} minutes.`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: 'We received a request to reset the password of your account.' },
      { type: 'paragraph', text: `Open this link within ${minutes} minutes to choose a new password (it works once):` },
      { type: 'button', link: { label: 'Choose a new password', href: link } },
      { type: 'note', text: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.' },
    ],
  });
  return { to, subject: 'Reset your password', ...body };
}
