import type { MailMessage } from '../../../platform/mail/mailer';

/**
 * Tells a self-registered admin the outcome of their registration (approved or rejected), in fixed
 * wording: the registration's address is unverified, so its typed name is not repeated to it.
 */
export function adminApprovalMail(options: { to: string; siteUrl: string; approved: boolean }): MailMessage {
  const { to, siteUrl, approved } = options;
  return {
    to,
    subject: approved ? 'Your admin account has been approved' : 'Your admin registration was not approved',
    text: [
      'Hello,',
      '',
      approved
        ? `An administrator has approved your admin account. Log in at ${siteUrl}/admin/login with this e-mail address and your password.`
        : 'An administrator did not approve your admin registration, and the account has been removed. If you think this is a mistake, reply to this e-mail.',
    ].join('\n'),
  };
}
