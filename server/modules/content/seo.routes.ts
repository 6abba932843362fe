import { Router } from 'express';
import { COLLABORATION_FILTERS, PRODUCT_FILTERS } from '../../../src/content/shop/filters';
import { ROUTES, recordPath } from '../../../src/shared/config/routes';
import { ITEM_DESC_SLUGS } from '../../../src/shared/config/shop';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { PRERENDERED_ROUTES } from '../../platform/site/prerenderedPages';
import { catalogueService } from '../catalogue';
import { sitemapService } from './sitemap.service';

/** Never for search engines: the back office, the account, the bag and checkout, the API, search results and the wishlist. */
export const DISALLOWED_PATHS = ['/admin', '/user', '/checkout', '/api', '/search', '/wishlist'] as const;

/**
 * The pages in the sitemap, by their canonical addresses only: every public page (those
 * snapshotted for first-time visitors) but the admin login and the spec's three /item-desc
 * aliases (their canonical is the product's own page, listed with the products), every product
 * filter.
 */
export const SITEMAP_PATHS: readonly string[] = [
  ...new Set([
    ...PRERENDERED_ROUTES.filter(
      (route) =>
        !(route in ITEM_DESC_SLUGS) &&
        !DISALLOWED_PATHS.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
    ),
    ...[...PRODUCT_FILTERS, ...COLLABORATION_FILTERS].map((filter) => `${ROUTES.products}/${filter.slug}`),
  ]),
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<url>` of the sitemap; `<lastmod>` only when the page's last change is known. */
const urlEntry = (loc: string, lastmod: string | undefined) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/**
 * `/robots.txt` and `/sitemap.xml`, with absolute URLs on PUBLIC_URL (never the request's Host).
 * Each page's lastmod is its real last change (sitemap.service.ts): the day its own content
 * changed, or the later change of the events, posts, slides or products it lists; a product's,
 * an event's or a post's own page, the record's last change.
 */
export function seoRoutes(ctx: AppContext): Router {
  const router = Router();
  const origin = new URL(ctx.config.publicUrl).origin;
  const catalogue = catalogueService(ctx);
  const sitemap = sitemapService(ctx);

  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(lines.join('\n'));
  });

  router.get(
    '/sitemap.xml',
    asyncHandler(async (_req, res) => {
      const lastModified = await sitemap.lastModified(SITEMAP_PATHS);
      const entries = SITEMAP_PATHS.map((route) => urlEntry(`${origin}${route}`, lastModified.get(route)));
      // Every active product's own page, changed when the product was.
      for (const product of await catalogue.products(false)) {
        const changed = new Date(product.updatedAt);
        entries.push(
          urlEntry(
            `${origin}${recordPath(ROUTES.product, product.slug)}`,
            Number.isNaN(changed.getTime()) ? undefined : changed.toISOString(),
          ),
        );
      }
      for (const page of await sitemap.recordPages()) entries.push(urlEntry(`${origin}${page.path}`, page.lastmod));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
    }),
  );

  return router;
}
