// The page's own texts (its shared texts live in its features and content).

export const TESTIMONIALS_TEXT = {
  lead: 'Weddings, conferences, launches and celebrations, in our clients’ own words.',
  videos: 'Video testimonials',
  stories: 'Success stories',
  more: 'More from our clients',
  services: 'Services our clients booked',
} as const;
