import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminBannerRoutes, adminUploadRoutes } from './bannersAdmin.routes';
import { adminContentRoutes } from './contentAdmin.routes';
import { contentPageFacts } from './contentPageFacts';
import { seoRoutes } from './seo.routes';
import { siteContentRoutes } from './siteContent.routes';

/** Content the staff keep current: `GET /events`, `/blog-posts`, `/banners`; their editors and uploads; robots.txt and the sitemap; the events' and posts' own pages. */
export const contentModule: ServerModule = {
  api: (ctx) => siteContentRoutes(ctx),
  admin: (ctx) => {
    const content = adminContentRoutes(ctx);
    return Router()
      .use('/events', content.events)
      .use('/blog-posts', content.posts)
      .use('/banners', adminBannerRoutes(ctx))
      .use('/uploads', adminUploadRoutes(ctx));
  },
  site: (ctx) => seoRoutes(ctx),
  pages: (ctx) => contentPageFacts(ctx),
};
