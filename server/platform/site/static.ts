import fs from 'node:fs';
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import { Router, type RequestHandler } from 'express';
import { clientRouteOutcome } from './clientRoutes';
import { publicUrlPages, type PageVariant } from './publicUrlPages';
import { bundleStatsReader, pageChunkGroup, withPageFiles } from './pageChunks';
import { PRERENDERED_DIR, prerenderedFileName } from './prerenderedPages';

/** Paths the single-page app never owns: the API, uploaded files, and files with an extension. */
const NOT_SPA = /^\/(api|uploads)(\/|$)|\.[a-z0-9]+$/i;

/** The built pages, asked for by their file name: sent like the app's routes (PUBLIC_URL filled in). */
const BUILT_PAGE = new RegExp(`^/(index\\.html|${PRERENDERED_DIR}/[a-z0-9_-]+\\.html)$`);

/**
 * Serves the production build: the brotli or gzip file webpack wrote next to each asset, long
 * caching for content-hashed assets, and index.html (never cached) for every app route: for a
 * public page, its build-time snapshot when one was made (see server/scripts/prerender.ts); for
 * a page without one, index.html naming the page's own chunk files (server/platform/site/pageChunks.ts).
 */
export interface StaticSiteOptions {
  prerenderedPages?: boolean;
  publicUrl?: string;
  /**
   * What the database knows of a page's address (server/modules/catalogue/productPageFacts.ts): that
   * it names nothing (a product slug no product has: 404), and what to preload beside its HTML.
   */
  pageFacts?: (path: string) => Promise<PageFacts | undefined>;
}

export interface PageFacts {
  /** The address names a record that does not exist (or is not public): answered with 404. */
  missing?: true;
  /** A `Link` header value. */
  link?: string;
}

/** index.html for an address without a page: the app shows its not-found page; robots are told before it runs. */
const NOT_FOUND_VARIANT: PageVariant = {
  key: 'not-found',
  transform: (html) => html.replace('</head>', '<meta name="robots" content="noindex"></head>'),
};

export function staticSite(
  distDir: string,
  { prerenderedPages = true, publicUrl, pageFacts }: StaticSiteOptions = {},
): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  const sendPage = publicUrlPages(distDir, publicUrl);
  const bundleStats = bundleStatsReader(distDir);
  /** index.html with the files of the page's chunk group, when the build lists them. */
  const pageWithItsChunks = (requestPath: string): PageVariant | undefined => {
    const group = pageChunkGroup(requestPath);
    const stats = group ? bundleStats() : undefined;
    return group && stats ? { key: group, transform: (html) => withPageFiles(html, stats, group) } : undefined;
  };
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      setHeaders: (res, filePath) => {
        // Content-hashed names (also their .br/.gz twins) never change: cache them for a year.
        const isHashed = /\.[0-9a-f]{10}\.(js|css|woff2?|png|jpe?g|webp|avif|svg|gif|mp4)(\.br|\.gz)?$/i.test(filePath);
        res.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  const builtPages: RequestHandler = (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && BUILT_PAGE.test(req.path))
      sendPage(req, res, next, req.path.slice(1));
    else next();
  };
  const spaFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) {
      next();
      return;
    }
    const outcome = clientRouteOutcome(req.path);
    if (typeof outcome === 'object') {
      res.redirect(302, outcome.redirect);
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The site has not been built yet. Run `npm start` (it builds first) or `npm run build`.');
      return;
    }
    const notFound = () => {
      res.status(404);
      sendPage(req, res, next, 'index.html', NOT_FOUND_VARIANT);
    };
    const send = () => {
      const snapshot = prerenderedPages ? prerenderedFileName(req.path) : null;
      if (snapshot && fs.existsSync(path.join(distDir, PRERENDERED_DIR, snapshot)))
        sendPage(req, res, next, `${PRERENDERED_DIR}/${snapshot}`);
      else sendPage(req, res, next, 'index.html', pageWithItsChunks(req.path));
    };
    if (outcome === 'not-found') {
      notFound();
      return;
    }
    if (!pageFacts) {
      send();
      return;
    }
    void (async () => {
      let facts: PageFacts | undefined;
      try {
        facts = await pageFacts(req.path);
      } catch {
        // The facts are a bonus: the page goes out as the app's when the lookup fails.
      }
      try {
        if (facts?.missing) notFound();
        else {
          if (facts?.link) res.setHeader('Link', facts.link);
          send();
        }
      } catch (error) {
        next(error);
      }
    })();
  };
  router.use(builtPages, files, spaFallback);
  return router;
}
