// The page's own texts (its shared texts live in its features and content).

export const BLOGS_TEXT = {
  lead: 'Ideas, guides and stories from the events we plan, and the workshops and expos you can join.',
  register: 'Register',
} as const;
