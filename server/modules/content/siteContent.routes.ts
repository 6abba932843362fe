import { Router } from 'express';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { BANNER_API_MESSAGES, bannersService } from './banners.service';
import { CONTENT_API_MESSAGES as M, siteContentService } from './siteContent.service';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The public side of the staff's content: published events and posts, active hero slides. */
export function siteContentRoutes(ctx: AppContext): Router {
  const content = siteContentService(ctx);
  const banners = bannersService(ctx);
  const router = Router();

  router.get(
    '/events',
    asyncHandler(async (_req, res) => sendOk(res, await content.publishedEvents(), M.eventsListed)),
  );
  router.get(
    '/events/:slug',
    asyncHandler(async (req, res) => {
      if (!SLUG.test(req.params.slug ?? '')) throw notFound(M.eventNotFound);
      sendOk(res, await content.publishedEvent(req.params.slug!), M.eventLoaded);
    }),
  );
  router.get(
    '/blog-posts',
    asyncHandler(async (_req, res) => sendOk(res, await content.publishedPosts(), M.postsListed)),
  );
  router.get(
    '/blog-posts/:slug',
    asyncHandler(async (req, res) => {
      if (!SLUG.test(req.params.slug ?? '')) throw notFound(M.postNotFound);
      sendOk(res, await content.publishedPost(req.params.slug!), M.postLoaded);
    }),
  );
  router.get(
    '/banners',
    asyncHandler(async (_req, res) => sendOk(res, await banners.active(), BANNER_API_MESSAGES.listed)),
  );
  return router;
}
