// The services as text only (no image imports), so the server's search reads the same list.
import { ROUTES } from '@/shared/config/routes';
import type { ArtTheme } from './images';

/** A service of /services without its picture. */
export interface ServiceEntry {
  id: string;
  name: string;
  description: string;
  theme: ArtTheme;
  imageAlt: string;
  link: string;
}

export const SERVICE_ENTRIES: ServiceEntry[] = [
  {
    id: 'corporate-events',
    name: 'Corporate Events',
    theme: 'corporate',
    imageAlt: 'Illustration of a conference stage',
    link: ROUTES.onlineBooking,
    description:
      'Conferences, product launches, town halls, offsites and award nights with stage, AV and hospitality handled end to end.',
  },
  {
    id: 'weddings',
    name: 'Weddings',
    theme: 'wedding',
    imageAlt: 'Illustration of a wedding mandap with rings',
    link: ROUTES.onlineBooking,
    description:
      'Every function from roka to reception: venues, décor, catering, entertainment and guest care, in Delhi or at your destination.',
  },
  {
    id: 'exhibitions',
    name: 'Exhibitions',
    theme: 'exhibition',
    imageAlt: 'Illustration of exhibition booths',
    link: ROUTES.onlineBooking,
    description:
      'Booth and pavilion design, fabrication, graphics, staffing and logistics for trade fairs across India.',
  },
  {
    id: 'catering',
    name: 'Catering',
    theme: 'catering',
    imageAlt: 'Illustration of a serving cloche',
    link: ROUTES.onlineBooking,
    description:
      'Live counters, buffets and plated menus from our chefs, with tastings, service staff and clean-up included.',
  },
  {
    id: 'farmhouse',
    name: 'Farmhouse',
    theme: 'farmhouse',
    imageAlt: 'Illustration of a farmhouse venue',
    link: ROUTES.onlineBooking,
    description:
      'Partner farmhouses around Delhi NCR for parties, weddings and offsites, with décor and catering packages.',
  },
  {
    id: 'printing',
    name: 'Printing',
    theme: 'printing',
    imageAlt: 'Illustration of printed brochures',
    link: ROUTES.onlineBooking,
    description:
      'Invitations, brochures, standees, backdrops, badges and certificates, designed and printed to your deadline.',
  },
  {
    id: 'mice',
    name: 'MICE',
    theme: 'mice',
    imageAlt: 'Illustration of a globe with a flight path',
    link: ROUTES.onlineBooking,
    description:
      'Meetings, incentives, conferences and exhibitions with flights, hotels, visas and delegate management.',
  },
  {
    id: 'gifting',
    name: 'Gifting',
    theme: 'gifting',
    imageAlt: 'Illustration of a gift box',
    link: ROUTES.onlineBooking,
    description: 'Curated festive and corporate hampers, branded and delivered to your clients and teams across India.',
  },
];
