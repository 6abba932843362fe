export const EVENTS_TEXT = {
  pastEvent: 'Past event',
  /** The heading of the past events, below the upcoming ones. */
  pastHeading: 'Past events',
  noUpcoming: 'No upcoming events are listed right now. Please check back soon, or see our past events below.',
  pastNote: 'This event has taken place: registrations are closed.',
  loadFailed: 'The events could not be loaded.',
  loading: 'Loading events…',
  empty: 'No events are listed right now. Please check back soon.',
  registerNow: 'Register Now',
  advanceRegistration: 'Advance registration is required.',
  contact: 'Questions? Write to',
  eventFailed: 'The event could not be loaded.',
  notFoundTitle: 'Event not found',
  notFound: 'This event is not listed (any more). See the events we run now.',
  allEvents: 'All events',
  details: 'Full details',
} as const;
