// The company's contact details, in one place (replace with the real ones before going live).

export const COMPANY = {
  name: 'Utsav Events',
  legalName: 'Utsav Events & Promotions Pvt. Ltd.',
  tagline: 'Event planning, production and promotions in Delhi',
  phone: '+91 98100 12345',
  phoneHref: 'tel:+919810012345',
  whatsappNumber: '919810012345',
  email: 'hello@utsavevents.example',
  bookingsEmail: 'bookings@utsavevents.example',
  address: {
    street: '14 Community Centre, Saket',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110017',
    country: 'India',
  },
  officeHours: 'Mon-Sat 10am-7pm IST',
  /** The office hours above, for structured data (schema.org OpeningHoursSpecification, IST). */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '10:00',
    closes: '19:00',
  },
  open: 'Open 24/7',
  social: {
    facebook: 'https://www.facebook.com/utsavevents',
    instagram: 'https://www.instagram.com/utsavevents',
    linkedin: 'https://www.linkedin.com/company/utsavevents',
    youtube: 'https://www.youtube.com/@utsavevents',
    twitter: 'https://twitter.com/utsavevents',
  },
} as const;
