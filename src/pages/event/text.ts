// The page's own texts (the event's texts live in features/site-content).

export const EVENT_PAGE_TEXT = {
  home: 'Home',
  events: 'Events',
} as const;
