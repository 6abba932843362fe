import { EVIL, SITE, describeBrandMails, type MailCase } from '../../../test/brandMail';
import type { ConsultationRecord } from '../tables';
import { consultationNotificationMail } from './consultation';
import { contactMessageMail } from './contactMessage';
import { newsletterWelcomeMail } from './newsletterWelcome';

const consultation: ConsultationRecord = {
  id: 4,
  reference: 'CR-000004',
  name: EVIL,
  email: 'guest@example.com',
  phone: '9810033333',
  consultationType: 'packages',
  preferredMethod: 'phone-call',
  message: 'Call me <b>soon</b>',
  eventType: '',
  budget: '',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  handledAt: null,
  handledBy: null,
};

const MAILS: MailCase[] = [
  [
    'newsletter welcome',
    newsletterWelcomeMail({
      to: 'n@example.com',
      code: 'APP10',
      percent: 10,
      siteUrl: SITE,
      companyName: 'Utsav Events',
      companyInbox: 'team@utsav.example',
      unsubscribePage: `${SITE}/newsletter/unsubscribe?token=t`,
      unsubscribeOneClick: `${SITE}/api/newsletter/unsubscribe?token=t`,
    }),
    ['APP10', '10%', `${SITE}/products`, `${SITE}/newsletter/unsubscribe?token=t`],
  ],
  [
    'contact message',
    contactMessageMail({
      to: 'team@utsav.example',
      id: 12,
      siteUrl: SITE,
      receivedAt: '2026-11-25T10:00:00.000Z',
      message: {
        firstName: EVIL,
        lastName: 'Kapoor',
        email: 'm@example.com',
        phone: '9810044444',
        enquiryType: 'GENERAL',
        message: EVIL,
      },
    }),
    ['#12', 'm@example.com', '+91 9810044444'],
  ],
  [
    'consultation request',
    consultationNotificationMail(consultation, 'team@utsav.example', SITE),
    ['CR-000004', 'guest@example.com', '9810033333'],
  ],
];

describeBrandMails(MAILS);

it('puts a visitor’s text where the team reads it: escaped in HTML, as typed in the text', () => {
  const contact = MAILS.find(([label]) => label === 'contact message')![1];
  expect(contact.text).toContain(EVIL);
  expect(contact.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
});
