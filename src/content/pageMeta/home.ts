import { homeCrumb, type PageMetaContent } from './types';

// The home page.
export const home = {
  title: 'Utsav Events',
  description:
    'Event planning, production and promotions in Delhi: corporate events, weddings, exhibitions, MICE, catering, farmhouse venues, printing and gifting.',
  breadcrumbs: [homeCrumb],
} satisfies PageMetaContent;
