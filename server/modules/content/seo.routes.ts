import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { COLLABORATION_FILTERS, PRODUCT_FILTERS } from '../../../src/content/shop/filters';
import { ROUTES } from '../../../src/shared/config/routes';
import { ITEM_DESC_SLUGS } from '../../../src/shared/config/shop';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { PRERENDERED_ROUTES } from '../../platform/site/prerenderedPages';
import { catalogueService } from '../catalogue';

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

/**
 * `/robots.txt` and `/sitemap.xml`, with absolute URLs on PUBLIC_URL (never the request's Host).
 * A page's lastmod is when the site was built (its content, events and posts included, ships in
 * the build); the product listings also change with the catalogue, so theirs is the newer of
 * the build and the last product change.
 */
export function seoRoutes(ctx: AppContext): Router {
  const router = Router();
  const origin = new URL(ctx.config.publicUrl).origin;
  const catalogue = catalogueService(ctx);
  const startedAt = new Date(ctx.clock.now());
  const builtAt = () => {
    try {
      return fs.statSync(path.join(ctx.config.distDir, 'index.html')).mtime;
    } catch {
      return startedAt;
    }
  };

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
      const built = builtAt();
      const products = await catalogue.products(false);
      const lastProductChange = products.reduce((latest, product) => {
        const changed = new Date(product.updatedAt);
        return Number.isNaN(changed.getTime()) || changed <= latest ? latest : changed;
      }, built);
      const entries = SITEMAP_PATHS.map((route) => {
        const lastmod =
          route === ROUTES.products || route.startsWith(`${ROUTES.products}/`) ? lastProductChange : built;
        return `<url><loc>${escapeXml(`${origin}${route}`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`;
      });
      // Every active product's own page, changed when the product was.
      for (const product of products) {
        const changed = new Date(product.updatedAt);
        const lastmod = Number.isNaN(changed.getTime()) ? built : changed;
        entries.push(
          `<url><loc>${escapeXml(`${origin}${ROUTES.product.replace(':slug', product.slug)}`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`,
        );
      }
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
    }),
  );

  return router;
}
