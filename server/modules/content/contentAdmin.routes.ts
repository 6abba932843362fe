import { Router, type Request } from 'express';
import type { Schema } from 'yup';
import { blogPostSchema, eventSchema, publishSchema, type BlogPostInput, type EventInput } from '../../../src/shared/validation/content';
import type { AppContext } from '../../context';
import { BLOG_POST_SORTS } from './blogPosts.repository';
import { EVENT_SORTS } from './events.repository';
import type { ListPage } from '../../platform/db/listQuery';
import { booleanFilter, idParam } from '../../platform/lib/adminListParams';
import { parseListParams, sendList, type ListParams } from '../../platform/lib/listParams';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { validateBody } from '../../platform/middleware/validate';
import { CONTENT_API_MESSAGES as M, siteContentService } from './siteContent.service';

/** What events and blog posts each bring to the same six admin routes. */
interface PublishableResource<Sort extends string, Input, Item> {
  path: string;
  sorts: readonly Sort[];
  schema: Schema;
  messages: { notFound: string; listed: string; loaded: string; created: string; updated: string; deleted: string };
  list(request: ListParams<Sort>, filters: { published?: boolean }): Promise<ListPage<Item>>;
  get(id: number): Promise<Item>;
  create(input: Input): Promise<Item>;
  update(id: number, input: Input | { published: boolean }): Promise<Item>;
  remove(id: number): Promise<void>;
}

/** List, read, create, edit, publish (PATCH) and delete one kind of published content. */
function mountPublishable<Sort extends string, Input, Item>(router: Router, resource: PublishableResource<Sort, Input, Item>) {
  const { path, messages } = resource;
  const idOf = (req: Request) => idParam(req, () => notFound(messages.notFound));
  router.get(
    path,
    asyncHandler(async (req, res) => {
      const params = parseListParams(req.query, { sortable: resource.sorts, defaultSort: 'date' as Sort, defaultOrder: 'desc' });
      const page = await resource.list(params, { published: booleanFilter(req, 'published') });
      sendList(res, { items: page.rows, total: page.total }, messages.listed);
    }),
  );
  router.get(`${path}/:id`, asyncHandler(async (req, res) => sendOk(res, await resource.get(idOf(req)), messages.loaded)));
  router.post(path, validateBody(resource.schema), asyncHandler(async (req, res) => sendOk(res, await resource.create(req.body as Input), messages.created, 201)));
  router.put(`${path}/:id`, validateBody(resource.schema), asyncHandler(async (req, res) => sendOk(res, await resource.update(idOf(req), req.body as Input), messages.updated)));
  router.patch(
    `${path}/:id`,
    validateBody(publishSchema),
    asyncHandler(async (req, res) => sendOk(res, await resource.update(idOf(req), req.body as { published: boolean }), messages.updated)),
  );
  router.delete(
    `${path}/:id`,
    asyncHandler(async (req, res) => {
      await resource.remove(idOf(req));
      sendOk(res, null, messages.deleted);
    }),
  );
}

/** `/api/admin/events` and `/api/admin/blog-posts`: list, read, create, edit, publish, delete (Admin only). */
export function adminContentRoutes(ctx: AppContext): Router {
  const content = siteContentService(ctx);
  const router = Router();
  // Only on its own paths: the router is mounted at /admin beside the other admin areas.
  router.use(['/events', '/blog-posts'], ctx.auth.requireAuth, ctx.auth.requireRole('Admin'));
  mountPublishable<(typeof EVENT_SORTS)[number], EventInput, Awaited<ReturnType<typeof content.adminEvent>>>(router, {
    path: '/events',
    sorts: EVENT_SORTS,
    schema: eventSchema,
    messages: { notFound: M.eventNotFound, listed: M.eventsListed, loaded: M.eventLoaded, created: M.eventCreated, updated: M.eventUpdated, deleted: M.eventDeleted },
    list: content.adminEvents,
    get: content.adminEvent,
    create: content.createEvent,
    update: content.updateEvent,
    remove: content.deleteEvent,
  });
  mountPublishable<(typeof BLOG_POST_SORTS)[number], BlogPostInput, Awaited<ReturnType<typeof content.adminPost>>>(router, {
    path: '/blog-posts',
    sorts: BLOG_POST_SORTS,
    schema: blogPostSchema,
    messages: { notFound: M.postNotFound, listed: M.postsListed, loaded: M.postLoaded, created: M.postCreated, updated: M.postUpdated, deleted: M.postDeleted },
    list: content.adminPosts,
    get: content.adminPost,
    create: content.createPost,
    update: content.updatePost,
    remove: content.deletePost,
  });
  return router;
}
