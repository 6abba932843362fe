import { EVIL, SITE, describeBrandMails, type MailCase } from '../../../test/brandMail';
import { accountUnlockMail } from './accountUnlock';
import { passwordResetMail } from './passwordReset';
import { accountCreatedMail, registrationAttemptMail } from './registration';

const MAILS: MailCase[] = [
  [
    'password reset',
    passwordResetMail({
      to: 'c@example.com',
      firstName: 'Asha',
      link: `${SITE}/reset-password?token=abc`,
      minutes: 30,
      siteUrl: SITE,
    }),
    [`${SITE}/reset-password?token=abc`, '30 minutes'],
  ],
  [
    'account created',
    accountCreatedMail({ to: 'c@example.com', firstName: EVIL, siteUrl: SITE, pendingApproval: false }),
    [`${SITE}/login`],
  ],
  [
    'admin account pending',
    accountCreatedMail({ to: 'a@example.com', firstName: 'Ravi', siteUrl: SITE, pendingApproval: true }),
    ['approved'],
  ],
  [
    'registration attempt',
    registrationAttemptMail({ to: 'c@example.com', firstName: 'Asha', siteUrl: SITE }),
    [`${SITE}/login`, `${SITE}/forgot-password`],
  ],
  [
    'account unlock',
    accountUnlockMail({ to: 'c@example.com', link: `${SITE}/login?unlock=abc`, hours: 24, siteUrl: SITE }),
    [`${SITE}/login?unlock=abc`, '24 hours', `${SITE}/forgot-password`],
  ],
];

describeBrandMails(MAILS);

it('greets with the typed name escaped in HTML', () => {
  const created = MAILS.find(([label]) => label === 'account created')![1];
  expect(created.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
});
