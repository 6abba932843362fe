// The page's own texts (its shared texts live in its features and content).

export const SERVICES_TEXT = {
  lead: 'Eight services, one team: tell us what you need and we plan the rest.',
  bookNow: 'Book Now',
} as const;
