// The page's own texts (its shared texts live in its features and content).

export const CONTACT_PAGE_TEXT = {
  lead: 'Planning something? Call, chat or write to us, or leave a message below.',
  channels: 'Talk to us',
  hours: 'Office hours',
  address: 'Our office',
  social: 'Follow us',
} as const;
