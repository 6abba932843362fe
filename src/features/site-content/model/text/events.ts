export const EVENTS_TEXT = {
  pastEvent: 'Past event',
  /** The heading of the past events, below the upcoming ones. */
  pastHeading: 'Past events',
  noUpcoming: 'No upcoming events are listed right now. Please check back soon, or see our past events below.',
  pastNote: 'This event has taken place: registrations are closed.',
  loadFailed: 'The events could not be loaded.',
  loading: 'Loading events…',
  empty: 'No events are listed right now. Please check back soon.',
} as const;
