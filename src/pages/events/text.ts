// The page's own texts (its shared texts live in its features and content).

export const EVENTS_PAGE_TEXT = {
  lead: 'Workshops, expos, concerts and services you can register for. Advance registration is required.',
} as const;

export const EVENT_MODAL_TEXT = {
  registerNow: 'Register Now',
  register: 'Register',
  advanceRegistration: 'Advance registration is required.',
  contact: 'Questions? Write to',
} as const;
