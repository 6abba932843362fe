import { THEME_ART } from './images';
import { SERVICE_ENTRIES, type ServiceEntry } from './serviceEntries';

/** A service card of /services (spec: Screens and routes): image, description, Book Now to the booking wizard. */
export type ServiceCard = Omit<ServiceEntry, 'theme'> & { image: string };

export const SERVICES: ServiceCard[] = SERVICE_ENTRIES.map(({ theme, ...service }) => ({
  ...service,
  image: THEME_ART[theme],
}));
