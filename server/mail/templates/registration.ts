import type { MailMessage } from '../mailer';

/*
 * The two mails a registration can send. Registering answers the same whether the address is new
 * or already has an account (no probing for accounts); the mailbox's owner learns which it was.
 * Neither carries text the registrant typed beyond the name on the new account.
 */

export function accountCreatedMail(options: { to: string; firstName: string; siteUrl: string; pendingApproval: boolean }): MailMessage {
  const { to, firstName, siteUrl, pendingApproval } = options;
  return {
    to,
    subject: pendingApproval ? 'Your admin account is awaiting approval' : 'Welcome: your account is ready',
    text: [
      `Hello ${firstName},`,
      '',
      pendingApproval
        ? 'Your admin account has been created. You can log in once an administrator has approved it.'
        : `Your customer account has been created. Log in at ${siteUrl}/login with this e-mail address and your password.`,
      '',
      'If you did not register, reply to this e-mail and we will remove the account.',
    ].join('\n'),
  };
}

export function registrationAttemptMail(options: { to: string; firstName: string; siteUrl: string }): MailMessage {
  const { to, firstName, siteUrl } = options;
  return {
    to,
    subject: 'Someone tried to register with your e-mail address',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone just tried to create a new account with this e-mail address, which already has an account with us.',
      `If it was you, log in at ${siteUrl}/login, or choose a new password at ${siteUrl}/forgot-password if you have forgotten it.`,
      '',
      'If it was not you, you can ignore this e-mail: nothing has changed on your account.',
    ].join('\n'),
  };
}
