import corporateMobile from './images/hero-corporate-mobile.svg';
import corporateDesktop from './images/hero-corporate-desktop.svg';
import exhibitionsDesktop from './images/hero-exhibitions-desktop.svg';
import exhibitionsMobile from './images/hero-exhibitions-mobile.svg';
import weddingsDesktop from './images/hero-weddings-desktop.svg';
import weddingsMobile from './images/hero-weddings-mobile.svg';
import { ROUTES } from '@/shared/config/routes';
import type { Slide } from '@/shared/ui/carousel/slide';

/** Intrinsic sizes of the hero artwork (the layout reserves the space before it loads). */
export const HERO_IMAGE_SIZE = { desktop: { width: 1600, height: 640 }, mobile: { width: 750, height: 900 } } as const;

/** The three default image slides of the home page. */
export const HERO_SLIDES: Slide[] = [
  {
    type: 'image',
    src: { desktop: weddingsDesktop, mobile: weddingsMobile },
    alt: 'A festive wedding mandap with gold rings under strings of colourful bunting',
    title: 'Weddings planned down to the last marigold',
    subtitle: 'Venues, décor, catering and guest care for celebrations of every size.',
    cta: { text: 'Book Your Event', link: ROUTES.onlineBooking },
  },
  {
    type: 'image',
    src: { desktop: corporateDesktop, mobile: corporateMobile },
    alt: 'A corporate stage with a lectern, a microphone and rising bar charts',
    title: 'Corporate events that people remember',
    subtitle: 'Conferences, product launches, town halls and award nights, produced end to end.',
    cta: { text: 'Explore Services', link: ROUTES.services },
  },
  {
    type: 'image',
    src: { desktop: exhibitionsDesktop, mobile: exhibitionsMobile },
    alt: 'Three bright exhibition booths with gold banners',
    title: 'Exhibitions and MICE, from stall to stage',
    subtitle: 'Booth design, fabrication, logistics and delegate travel in one place.',
    cta: { text: 'See Upcoming Events', link: ROUTES.events },
  },
];
