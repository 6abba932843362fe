import type { DocumentSection } from '@/shared/ui/RichDocument';
import { COMPANY } from '../company';

export const TERMS_AND_CONDITIONS: DocumentSection[] = [
  {
    heading: 'About these terms',
    blocks: [
      {
        kind: 'paragraph',
        text: `These terms apply when you use this website of ${COMPANY.legalName}, book an event consultation with us or buy from our shop. By using the site you accept them.`,
      },
    ],
  },
  {
    heading: 'Bookings and consultations',
    blocks: [
      {
        kind: 'list',
        items: [
          'A booking made online is a request for a consultation; our team confirms the date and time with you.',
          'Quotes are valid for 15 days. An event is confirmed once the advance stated in the quote is paid.',
          'Changes to the date, venue or guest count may change the price.',
        ],
      },
    ],
  },
  {
    heading: 'Events and workshops',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Advance registration is required for every event and workshop listed on the site. Seats are confirmed in the order registrations are received.',
      },
    ],
  },
  {
    heading: 'Shop orders',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Prices are in Indian rupees and include taxes unless stated otherwise. Shipping, returns and refunds follow our Shipping and Delivery Policy and our Exchange and Refund Policy.',
      },
    ],
  },
  {
    heading: 'Your account',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Keep your password to yourself. You are responsible for what is done with your account until you tell us it was misused.',
      },
    ],
  },
  {
    heading: 'Content',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Texts, photos, films and designs on this site belong to us or to our clients and partners. Please ask before you reuse them.',
      },
    ],
  },
  {
    heading: 'Contact',
    blocks: [{ kind: 'paragraph', text: `Questions about these terms: ${COMPANY.email} or ${COMPANY.phone}.` }],
  },
];
