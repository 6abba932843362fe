import { ROUTES, recordPath } from '@/shared/config/routes';

/** An event's own page: `/events/<slug>`. */
export const eventPath = (slug: string) => recordPath(ROUTES.event, slug);

/** A post's own page: `/blogs/<slug>`. */
export const blogPostPath = (slug: string) => recordPath(ROUTES.blogPost, slug);
