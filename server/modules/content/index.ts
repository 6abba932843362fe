import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminBannerRoutes, adminUploadRoutes } from './bannersAdmin.routes';
import { adminEventRoutes, adminPostRoutes } from './contentAdmin.routes';
import { seoRoutes } from './seo.routes';
import { siteContentRoutes } from './siteContent.routes';

/** Content the staff keep current: `GET /events`, `/blog-posts`, `/banners`; their editors and uploads; robots.txt and the sitemap. */
export const contentModule: ServerModule = {
  api: (ctx) => siteContentRoutes(ctx),
  admin: (ctx) =>
    Router()
      .use('/events', adminEventRoutes(ctx))
      .use('/blog-posts', adminPostRoutes(ctx))
      .use('/banners', adminBannerRoutes(ctx))
      .use('/uploads', adminUploadRoutes(ctx)),
  site: (ctx) => seoRoutes(ctx),
};
