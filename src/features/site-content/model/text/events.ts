export const EVENTS_TEXT = {
  pastEvent: 'Past event',
  pastNote: 'This event has taken place: registrations are closed.',
  loadFailed: 'The events could not be loaded.',
  loading: 'Loading events…',
  empty: 'No events are listed right now. Please check back soon.',
} as const;
