// The meeting-registration page (public-site.md, Screens and routes "Meeting registration").

export const MEETING = {
  eventName: 'Global Event Summit 2025',
  intro:
    'An online meeting for event planners, venue owners, brands and vendors: trends for the 2025 season, live Q&A with our planners, and time to meet the community.',
  /** Where "Join the Meeting" leads (an external video-meeting room). */
  joinUrl: 'https://meet.jit.si/UtsavEventsGlobalSummit2025',
} as const;
