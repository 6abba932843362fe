// The page's own texts (its shared texts live in its features and content).

export const EVENTS_PAGE_TEXT = {
  lead: 'Workshops, expos, concerts and services you can register for. Advance registration is required.',
} as const;

export const EVENT_MODAL_TEXT = {
  register: 'Register',
} as const;
