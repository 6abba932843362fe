import { Router } from 'express';
import { blogPostSchema, eventSchema, publishSchema, type BlogPostInput, type EventInput } from '../../src/shared/validation/content';
import type { AppContext } from '../context';
import { BLOG_POST_SORTS } from '../db/repositories/blogPosts';
import { EVENT_SORTS } from '../db/repositories/events';
import { booleanFilter, idParam } from '../lib/adminListParams';
import { parseListParams, sendList } from '../lib/listParams';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { notFound } from '../lib/httpError';
import { validateBody } from '../middleware/validate';
import { CONTENT_API_MESSAGES as M, siteContentService } from '../services/siteContent';

/** `/api/admin/events` and `/api/admin/blog-posts`: list, read, create, edit, publish, delete (Admin only). */
export function adminContentRoutes(ctx: AppContext): Router {
  const content = siteContentService(ctx);
  const router = Router();
  // Only on its own paths: the router is mounted at /admin beside the other admin areas.
  router.use(['/events', '/blog-posts'], ctx.auth.requireAuth, ctx.auth.requireRole('Admin'));
  const eventId = (req: Parameters<typeof idParam>[0]) => idParam(req, () => notFound(M.eventNotFound));
  const postId = (req: Parameters<typeof idParam>[0]) => idParam(req, () => notFound(M.postNotFound));

  router.get(
    '/events',
    asyncHandler(async (req, res) => {
      const page = await content.adminEvents(parseListParams(req.query, { sortable: EVENT_SORTS, defaultSort: 'date', defaultOrder: 'desc' }), { published: booleanFilter(req, 'published') });
      sendList(res, { items: page.rows, total: page.total }, M.eventsListed);
    }),
  );
  router.get('/events/:id', asyncHandler(async (req, res) => sendOk(res, await content.adminEvent(eventId(req)), M.eventLoaded)));
  router.post(
    '/events',
    validateBody(eventSchema),
    asyncHandler(async (req, res) => sendOk(res, await content.createEvent(req.body as EventInput), M.eventCreated, 201)),
  );
  router.put(
    '/events/:id',
    validateBody(eventSchema),
    asyncHandler(async (req, res) => sendOk(res, await content.updateEvent(eventId(req), req.body as EventInput), M.eventUpdated)),
  );
  router.patch(
    '/events/:id',
    validateBody(publishSchema),
    asyncHandler(async (req, res) => sendOk(res, await content.updateEvent(eventId(req), req.body as { published: boolean }), M.eventUpdated)),
  );
  router.delete(
    '/events/:id',
    asyncHandler(async (req, res) => {
      await content.deleteEvent(eventId(req));
      sendOk(res, null, M.eventDeleted);
    }),
  );

  router.get(
    '/blog-posts',
    asyncHandler(async (req, res) => {
      const page = await content.adminPosts(parseListParams(req.query, { sortable: BLOG_POST_SORTS, defaultSort: 'date', defaultOrder: 'desc' }), { published: booleanFilter(req, 'published') });
      sendList(res, { items: page.rows, total: page.total }, M.postsListed);
    }),
  );
  router.get('/blog-posts/:id', asyncHandler(async (req, res) => sendOk(res, await content.adminPost(postId(req)), M.postLoaded)));
  router.post(
    '/blog-posts',
    validateBody(blogPostSchema),
    asyncHandler(async (req, res) => sendOk(res, await content.createPost(req.body as BlogPostInput), M.postCreated, 201)),
  );
  router.put(
    '/blog-posts/:id',
    validateBody(blogPostSchema),
    asyncHandler(async (req, res) => sendOk(res, await content.updatePost(postId(req), req.body as BlogPostInput), M.postUpdated)),
  );
  router.patch(
    '/blog-posts/:id',
    validateBody(publishSchema),
    asyncHandler(async (req, res) => sendOk(res, await content.updatePost(postId(req), req.body as { published: boolean }), M.postUpdated)),
  );
  router.delete(
    '/blog-posts/:id',
    asyncHandler(async (req, res) => {
      await content.deletePost(postId(req));
      sendOk(res, null, M.postDeleted);
    }),
  );
  return router;
}
