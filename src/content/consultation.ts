// The online consultation page's fixed content (admin-and-account.md, Screens and routes).

export const CONSULTATION_STEPS = [
  {
    title: 'Browse the catalogue',
    text: 'Pick the activities, merchandise or event package that fits your occasion, or tell us your idea.',
  },
  { title: 'Send your request', text: 'Tell us about your event, your budget and how you would like us to reach you.' },
  {
    title: 'Talk to an expert',
    text: 'An event planner calls you back, by video, by phone or in person at our Delhi office.',
  },
  {
    title: 'Receive your plan',
    text: 'We send you a tailored proposal with prices, and take care of everything once you say yes.',
  },
] as const;
