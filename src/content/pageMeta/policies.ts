import { type PageMetaContent } from './types';

// The four policy pages.
export const terms = {
  title: 'Terms and Conditions',
  description: 'The terms that apply when you use this site, book an event or buy from our shop.',
} satisfies PageMetaContent;
export const privacy = {
  title: 'Privacy Policy',
  description: 'What personal data we collect, why, how long we keep it and your rights.',
} satisfies PageMetaContent;
export const shipping = {
  title: 'Shipping and Delivery Policy',
  description: 'Delivery times, shipping costs, express delivery and delivery attempts.',
} satisfies PageMetaContent;
export const exchangeRefund = {
  title: 'Exchange and Refund Policy',
  description: 'Return periods, eligible items, the return process, refunds and exchanges.',
} satisfies PageMetaContent;
