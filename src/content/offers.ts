/** The offers ticker's ten default promotional lines (public-site.md, Screens and routes). */
export const OFFERS: readonly string[] = [
  'Corporate events: 10% off annual offsites and town halls booked before March',
  'Weddings: a free pre-wedding décor consultation with every wedding package',
  'Exhibitions: complimentary booth design with any stall fabrication order',
  'Catering: a free dessert counter for events of 200 guests or more',
  'Farmhouse venues: weekday bookings at 20% off the weekend rate',
  'Printing: flat 15% off invitations, brochures and standees this month',
  'MICE: group travel, venue and conference packages with one point of contact',
  'Gifting: curated corporate hampers from ₹499, branded at no extra cost',
  'Booking: lock your date with a free consultation and pay the advance only once the quote suits you',
  'Book your event consultation online today: pick a date, a time and we call you',
];
