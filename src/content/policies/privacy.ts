import type { DocumentSection } from '@/shared/ui/RichDocument';
import { COMPANY } from '../company';

export const PRIVACY_LAST_UPDATED = 'April 21, 2025';

export const PRIVACY_POLICY: DocumentSection[] = [
  {
    heading: 'What we collect',
    blocks: [
      {
        kind: 'list',
        items: [
          'Contact details you give us: name, e-mail address, phone number and delivery addresses.',
          'Event details you share when you book a consultation or send us a message.',
          'Orders you place in our shop and the e-mails we send you about them.',
          'Your e-mail address when you subscribe to our newsletter.',
        ],
      },
    ],
  },
  {
    heading: 'Why we use it',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We use your details to answer your enquiries, plan and deliver your events, ship your orders, send the discount code and newsletters you asked for, and keep our records as the law requires. We do not sell your data.',
      },
    ],
  },
  {
    heading: 'Who we share it with',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Only with the partners who help us serve you (venues, caterers, couriers and our e-mail provider), and only what each one needs.',
      },
    ],
  },
  {
    heading: 'How long we keep it',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Messages and booking requests are kept for up to two years, order records for as long as tax law requires, and newsletter subscriptions until you unsubscribe.',
      },
    ],
  },
  {
    heading: 'Your rights',
    blocks: [
      {
        kind: 'paragraph',
        text: `You can ask to see, correct or delete your personal data, or unsubscribe from our newsletter at any time, by writing to ${COMPANY.email}.`,
      },
    ],
  },
  {
    heading: 'Cookies and storage',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The site keeps your login session and your bag in your browser’s local storage. We do not use advertising cookies.',
      },
    ],
  },
];
