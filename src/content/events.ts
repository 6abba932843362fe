import { EVENT_ENTRIES } from './eventEntries';
import { THEME_ART, type ArtTheme } from './images';

/** An event or service card of /events (public-site.md §3). Prices in rupees. */
export interface EventCard {
  id: number;
  type: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  image: string;
  imageAlt: string;
  description: string;
  location: string;
  time: string;
  price: number;
  /** The struck-through original: about 25 percent above the price (spec §9). */
  originalPrice: number;
}

/** The original price shown struck through: 25 percent above the price, rounded to the rupee. */
export const originalPriceFor = (price: number) => Math.round(price * 1.25);

const ALT: Record<ArtTheme, string> = {
  catering: 'Illustration of a serving cloche',
  corporate: 'Illustration of a conference stage',
  exhibition: 'Illustration of exhibition booths',
  farmhouse: 'Illustration of a farmhouse venue',
  film: 'Illustration of a film clapperboard',
  gifting: 'Illustration of a gift box',
  mice: 'Illustration of a globe with a flight path',
  music: 'Illustration of music notes under stage lights',
  photography: 'Illustration of a camera',
  printing: 'Illustration of printed brochures',
  wedding: 'Illustration of a wedding mandap with rings',
  workshop: 'Illustration of a light bulb',
};

/** About thirty event and service cards (spec §2, Events). */
export const EVENTS: EventCard[] = EVENT_ENTRIES.map(({ theme, ...entry }) => ({
  ...entry,
  image: THEME_ART[theme],
  imageAlt: ALT[theme],
  originalPrice: originalPriceFor(entry.price),
}));
