import type { MailMessage } from '../mailer';

export function passwordResetMail(options: { to: string; firstName: string; link: string; minutes: number }): MailMessage {
  const { to, firstName, link, minutes } = options;
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${firstName},`,
      '',
      'We received a request to reset the password of your account.',
      `Open this link within ${minutes} minutes to choose a new password (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    ].join('\n'),
  };
}
