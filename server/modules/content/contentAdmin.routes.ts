import type { Request, Router } from 'express';
import { blogPostSchema, eventSchema, publishSchema, type BlogPostInput, type EventInput } from '../../../src/shared/validation/content';
import type { AppContext } from '../../context';
import { resourceRoutes } from '../../platform/http/resourceRoutes';
import { booleanFilter } from '../../platform/lib/adminListParams';
import { parseListParams } from '../../platform/lib/listParams';
import { BLOG_POST_SORTS } from './blogPosts.repository';
import { EVENT_SORTS } from './events.repository';
import { CONTENT_API_MESSAGES as M, siteContentService } from './siteContent.service';

/** A list's paging and sorting (newest first) and its `?published=` filter. */
const listQuery = <Sort extends string>(req: Request, sorts: readonly Sort[]) => ({
  params: parseListParams(req.query, { sortable: sorts, defaultSort: 'date' as Sort, defaultOrder: 'desc' }),
  filters: { published: booleanFilter(req, 'published') },
});

/** `/api/admin/events`: list, read, create, edit, publish (PATCH) and delete the events of /events. */
export function adminEventRoutes(ctx: AppContext): Router {
  const content = siteContentService(ctx);
  return resourceRoutes<EventInput, Awaited<ReturnType<typeof content.adminEvent>>>({
    schema: eventSchema,
    messages: { notFound: M.eventNotFound, listed: M.eventsListed, loaded: M.eventLoaded, created: M.eventCreated, updated: M.eventUpdated, deleted: M.eventDeleted },
    list: async (req) => {
      const { params, filters } = listQuery(req, EVENT_SORTS);
      const page = await content.adminEvents(params, filters);
      return { items: page.rows, total: page.total };
    },
    get: content.adminEvent,
    create: content.createEvent,
    update: content.updateEvent,
    remove: content.deleteEvent,
    patch: { schema: publishSchema, apply: (id, body) => content.updateEvent(id, body as { published: boolean }) },
  });
}

/** `/api/admin/blog-posts`: the same routes for the posts of /blogs. */
export function adminPostRoutes(ctx: AppContext): Router {
  const content = siteContentService(ctx);
  return resourceRoutes<BlogPostInput, Awaited<ReturnType<typeof content.adminPost>>>({
    schema: blogPostSchema,
    messages: { notFound: M.postNotFound, listed: M.postsListed, loaded: M.postLoaded, created: M.postCreated, updated: M.postUpdated, deleted: M.postDeleted },
    list: async (req) => {
      const { params, filters } = listQuery(req, BLOG_POST_SORTS);
      const page = await content.adminPosts(params, filters);
      return { items: page.rows, total: page.total };
    },
    get: content.adminPost,
    create: content.createPost,
    update: content.updatePost,
    remove: content.deletePost,
    patch: { schema: publishSchema, apply: (id, body) => content.updatePost(id, body as { published: boolean }) },
  });
}
