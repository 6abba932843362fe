import { SITE, describeBrandMails, type MailCase } from '../../../test/brandMail';
import { accountUnlockMail } from './accountUnlock';
import { passwordResetMail } from './passwordReset';
import { accountCreatedMail, registrationAttemptMail } from './registration';

const MAILS: MailCase[] = [
  [
    'password reset',
    passwordResetMail({
      to: 'c@example.com',
      link: `${SITE}/reset-password?token=abc`,
      minutes: 30,
      siteUrl: SITE,
    }),
    [`${SITE}/reset-password?token=abc`, '30 minutes'],
  ],
  [
    'account created',
    accountCreatedMail({ to: 'c@example.com', siteUrl: SITE, pendingApproval: false }),
    [`${SITE}/login`],
  ],
  [
    'admin account pending',
    accountCreatedMail({ to: 'a@example.com', siteUrl: SITE, pendingApproval: true }),
    ['approved'],
  ],
  [
    'registration attempt',
    registrationAttemptMail({ to: 'c@example.com', siteUrl: SITE }),
    [`${SITE}/login`, `${SITE}/forgot-password`],
  ],
  [
    'account unlock',
    accountUnlockMail({ to: 'c@example.com', link: `${SITE}/login?unlock=abc`, hours: 24, siteUrl: SITE }),
    [`${SITE}/login?unlock=abc`, '24 hours', `${SITE}/forgot-password`],
  ],
];

describeBrandMails(MAILS);

it("greets with fixed text: the account's address is not verified, so no typed name reaches it", () => {
  for (const [, mail] of MAILS) {
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.html).toContain('Hello,');
  }
});
