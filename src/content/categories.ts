import { ROUTES } from '@/shared/config/routes';
import { THEME_ART } from './images';

/** A card of the home page's category carousel (public-site.md, Entities). */
export interface CategoryCard {
  id: number;
  name: string;
  image: string;
  alt: string;
  link: string;
  description?: string;
}

/** The ten category cards; every one links to /events (spec: Screens and routes). */
export const CATEGORY_CARDS: CategoryCard[] = [
  {
    id: 1,
    name: 'Corporate Events',
    image: THEME_ART.corporate,
    alt: 'Stage, lectern and bar charts',
    link: ROUTES.events,
    description: 'Conferences, launches and award nights.',
  },
  {
    id: 2,
    name: 'Weddings',
    image: THEME_ART.wedding,
    alt: 'Wedding mandap with two rings',
    link: ROUTES.events,
    description: 'From roka to reception.',
  },
  {
    id: 3,
    name: 'Exhibitions',
    image: THEME_ART.exhibition,
    alt: 'Three exhibition booths',
    link: ROUTES.events,
    description: 'Booths, pavilions and trade fairs.',
  },
  {
    id: 4,
    name: 'MICE',
    image: THEME_ART.mice,
    alt: 'Globe with a flight path',
    link: ROUTES.events,
    description: 'Meetings, incentives, conferences, exhibitions.',
  },
  {
    id: 5,
    name: 'Catering',
    image: THEME_ART.catering,
    alt: 'Serving cloche on a plate',
    link: ROUTES.events,
    description: 'Live counters and plated menus.',
  },
  {
    id: 6,
    name: 'Farmhouse Venues',
    image: THEME_ART.farmhouse,
    alt: 'Farmhouse among trees',
    link: ROUTES.events,
    description: 'Green venues around Delhi NCR.',
  },
  {
    id: 7,
    name: 'Printing',
    image: THEME_ART.printing,
    alt: 'Stack of printed brochures',
    link: ROUTES.events,
    description: 'Invitations, standees and signage.',
  },
  {
    id: 8,
    name: 'Gifting',
    image: THEME_ART.gifting,
    alt: 'Gift box with a gold ribbon',
    link: ROUTES.events,
    description: 'Curated and branded hampers.',
  },
  {
    id: 9,
    name: 'Films & Events',
    image: THEME_ART.film,
    alt: 'Clapperboard and play button',
    link: ROUTES.events,
    description: 'Corporate films and event coverage.',
  },
  {
    id: 10,
    name: 'Photography',
    image: THEME_ART.photography,
    alt: 'Camera with a gold lens',
    link: ROUTES.events,
    description: 'Candid, portrait and product shoots.',
  },
];
