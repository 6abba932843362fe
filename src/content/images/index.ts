// Artwork for the fixed content: small abstract SVG illustrations, one per theme, imported
// through webpack so they get content-hashed names and long caching.
import avatar1 from './avatar-1.svg';
import avatar2 from './avatar-2.svg';
import avatar3 from './avatar-3.svg';
import avatar4 from './avatar-4.svg';
import catering from './catering.svg';
import corporate from './corporate.svg';
import exhibition from './exhibition.svg';
import farmhouse from './farmhouse.svg';
import film from './film.svg';
import gifting from './gifting.svg';
import mice from './mice.svg';
import music from './music.svg';
import photography from './photography.svg';
import printing from './printing.svg';
import wedding from './wedding.svg';
import workshop from './workshop.svg';

export { THEME_ART_SIZE } from './size';

export const THEME_ART = {
  catering,
  corporate,
  exhibition,
  farmhouse,
  film,
  gifting,
  mice,
  music,
  photography,
  printing,
  wedding,
  workshop,
} as const;

export type ArtTheme = keyof typeof THEME_ART;

/** Portrait placeholders (120 x 120) for testimonials. */
export const AVATARS = [avatar1, avatar2, avatar3, avatar4] as const;
