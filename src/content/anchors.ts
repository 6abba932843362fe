import { ROUTES } from '@/shared/config/routes';

/**
 * The element ids of the cards on /events, /blogs and /services, and the links to them: the site
 * search points at a card with these, and the pages put the same ids on their cards.
 */
export const CONTENT_ANCHORS = {
  event: (id: number) => `event-${id}`,
  post: (id: number) => `post-${id}`,
  service: (id: string) => `service-${id}`,
} as const;

export const CONTENT_LINKS = {
  event: (id: number) => `${ROUTES.events}#${CONTENT_ANCHORS.event(id)}`,
  post: (id: number) => `${ROUTES.blogs}#${CONTENT_ANCHORS.post(id)}`,
  service: (id: string) => `${ROUTES.services}#${CONTENT_ANCHORS.service(id)}`,
} as const;
