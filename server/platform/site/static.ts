import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import { Router, type RequestHandler } from 'express';
import { clientRouteOutcome } from './clientRoutes';
import { publicUrlPages, type PageVariant } from './publicUrlPages';
import { bundleStatsReader, pageChunkGroup, withPageFiles } from './pageChunks';
import type { SafeHtml } from '../lib/html';
import { documentHtml, type PageDocument } from './pageDocument';
import { PRERENDERED_DIR, prerenderedFileName, templateFileName } from './prerenderedPages';
import { PUBLIC_URL_PLACEHOLDER } from '../../../src/shared/config/publicUrl';

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
  pageFacts?: PageFactsSource;
}

export interface PageFacts {
  /** The address names a record that does not exist (or is not public): answered with 404. */
  missing?: true;
  /** A `Link` header value. */
  link?: string;
  /** The page rendered from the database: its head tags and main content. */
  document?: PageDocument;
  /**
   * A part of a fixed page's snapshot filled from the database: the exact markup of the
   * placeholder the snapshot holds (the staff's content is never in it), and what goes there.
   */
  slot?: { placeholder: string; markup: SafeHtml };
}

/** What a page needs of the site to describe itself: absolute URLs and the built share card. */
export interface SiteFacts {
  /** `path` on the public address (a placeholder the served page gets the PUBLIC_URL in place of). */
  url: (path: string) => string;
  /** The share card's built path (`/assets/share-card.<hash>.jpg`), for pages without a picture of their own. */
  shareImage: string;
}

/** What the modules know of an address (server/modules/<module>/*PageFacts.ts); undefined: nothing. */
export type PageFactsSource = (path: string, site: SiteFacts) => Promise<PageFacts | undefined>;

/** The modules' sources asked in turn: the first that knows the address answers. */
export function modulePages(sources: PageFactsSource[]): PageFactsSource {
  return async (pagePath, site) => {
    for (const source of sources) {
      const facts = await source(pagePath, site);
      if (facts) return facts;
    }
    return undefined;
  };
}

const SHARE_CARD = /^share-card\.[0-9a-f]{10}\.jpg$/;

/** The share card's path in this build (its name carries a content hash). */
function builtShareImage(distDir: string): string {
  try {
    const file = fs.readdirSync(path.join(distDir, 'assets')).find((name) => SHARE_CARD.test(name));
    if (file) return `/assets/${file}`;
  } catch {
    // No build: the default below.
  }
  return '/favicon.svg';
}

/** A rendered page's cache key: its content (a staff save or a sale changes it, and with it the page). */
const contentKey = (kind: string, content: unknown) =>
  `${kind}:${crypto.createHash('sha1').update(JSON.stringify(content)).digest('base64url')}`;

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
  const site: SiteFacts = {
    url: (pagePath) => new URL(pagePath, PUBLIC_URL_PLACEHOLDER).toString(),
    get shareImage() {
      return builtShareImage(distDir);
    },
  };
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
    /** A page rendered from the database: into its route's template when the build made one, else into index.html. */
    const sendDocument = (document: PageDocument) => {
      const template = prerenderedPages ? `${PRERENDERED_DIR}/${templateFileName(document.route)}` : undefined;
      const key = contentKey('document', document);
      if (template && fs.existsSync(path.join(distDir, template))) {
        sendPage(req, res, next, template, { key, transform: (html) => documentHtml(html, document) });
        return;
      }
      const chunks = pageWithItsChunks(req.path);
      sendPage(req, res, next, 'index.html', {
        key: `${chunks?.key ?? ''}${key}`,
        transform: (html) => documentHtml(chunks ? chunks.transform(html) : html, document),
      });
    };
    const send = (slot?: PageFacts['slot']) => {
      const snapshot = prerenderedPages ? prerenderedFileName(req.path) : null;
      if (snapshot && fs.existsSync(path.join(distDir, PRERENDERED_DIR, snapshot)))
        sendPage(
          req,
          res,
          next,
          `${PRERENDERED_DIR}/${snapshot}`,
          slot && {
            key: contentKey('slot', [slot.placeholder, slot.markup.value]),
            transform: (html) => html.replace(slot.placeholder, () => slot.markup.value),
          },
        );
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
        facts = await pageFacts(req.path, site);
      } catch {
        // The facts are a bonus: the page goes out as the app's when the lookup fails.
      }
      try {
        if (facts?.missing) notFound();
        else {
          if (facts?.link) res.setHeader('Link', facts.link);
          if (facts?.document) sendDocument(facts.document);
          else send(facts?.slot);
        }
      } catch (error) {
        next(error);
      }
    })();
  };
  router.use(builtPages, files, spaFallback);
  return router;
}
