import { renderMail } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';

/*
 * The two mails a registration can send. Registering answers the same whether the address is new
 * or already has an account (no probing for accounts); the mailbox's owner learns which it was.
 * Neither carries text the registrant typed, not even the name: the site does not verify an
 * account's address, so whoever registers can make it any stranger's.
 */

export function accountCreatedMail(options: { to: string; siteUrl: string; pendingApproval: boolean }): MailMessage {
  const { to, siteUrl, pendingApproval } = options;
  const body = renderMail({
    siteUrl,
    title: pendingApproval ? 'Your admin account is awaiting approval' : 'Your account is ready',
    preheader: pendingApproval
      ? 'You can log in once an administrator has approved it.'
      : 'Log in with this e-mail address and your password.',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      pendingApproval
        ? {
            type: 'paragraph',
            text: 'Your admin account has been created. You can log in once an administrator has approved it.',
          }
        : {
            type: 'paragraph',
            text: 'Your customer account has been created. Log in with this e-mail address and your password.',
          },
      ...(pendingApproval ? [] : [{ type: 'button' as const, link: { label: 'Log in', href: `${siteUrl}/login` } }]),
      { type: 'note', text: 'If you did not register, reply to this e-mail and we will remove the account.' },
    ],
  });
  return {
    to,
    subject: pendingApproval ? 'Your admin account is awaiting approval' : 'Welcome: your account is ready',
    ...body,
  };
}

export function registrationAttemptMail(options: { to: string; siteUrl: string }): MailMessage {
  const { to, siteUrl } = options;
  const body = renderMail({
    siteUrl,
    title: 'Someone tried to register with your e-mail address',
    preheader: 'Nothing has changed on your account.',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: 'Someone just tried to create a new account with this e-mail address, which already has an account with us.',
      },
      { type: 'paragraph', text: 'If it was you, log in, or choose a new password if you have forgotten it:' },
      {
        type: 'links',
        links: [
          { label: 'Log in', href: `${siteUrl}/login` },
          { label: 'Choose a new password', href: `${siteUrl}/forgot-password` },
        ],
      },
      { type: 'note', text: 'If it was not you, you can ignore this e-mail: nothing has changed on your account.' },
    ],
  });
  return { to, subject: 'Someone tried to register with your e-mail address', ...body };
}
