/** Fixed texts of /about (public-site.md, Screens and routes, About). */
export const ABOUT_TEXT = {
  heroLead: 'We plan, produce and promote events across India from our home in Delhi.',
  story: {
    heading: 'Our story',
    text: 'What began as a two-person décor studio in South Delhi is now a team of planners, designers, chefs, printers and production crews who have delivered more than 11000 events.',
    play: 'Watch Our Story',
    pause: 'Pause Our Story',
    figureLabel: 'An animated illustration of a stage coming to life with lights and bunting',
  },
  claim: { value: '11000+', label: 'Events' },
  servicesHeading: 'What we do',
  commitment: {
    heading: 'Our commitment',
    points: [
      'One point of contact from the first call to the last guest leaving.',
      'Transparent quotes with no hidden charges.',
      'Vendors we have worked with for years, held to our standards.',
      'Open 24/7 on event days, because events do not keep office hours.',
    ],
  },
  testimonialsHeading: 'Kind words',
} as const;
