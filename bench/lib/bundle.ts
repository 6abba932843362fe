import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The bundle budgets, in bytes after compression (gzip -9), except index.html (raw). */
export const BUNDLE_BUDGETS = {
  homeJs: 150 * 1024,
  otherRouteJs: 132 * 1024,
  lazyChunk: 50 * 1024,
  homeCss: 25 * 1024,
  indexHtml: 14 * 1024,
};

/** Each public route and the lazy chunk group of its page (the `chunk` of its entry in src/app/routeTable). */
export const PUBLIC_ROUTE_CHUNKS: Record<string, string> = {
  '/': 'page-home',
  '/products': 'page-products',
  '/products/art': 'page-products',
  '/item-desc': 'page-product',
  '/item-desc2': 'page-product',
  '/item-desc3': 'page-product',
  '/product/workshop-series-2025-t-shirt': 'page-product',
  '/terms-and-conditions': 'page-terms',
  '/privacy-policy': 'page-privacy',
  '/shipping-policy': 'page-shipping',
  '/exchange-refund-policy': 'page-exchange-refund',
  '/blogs': 'page-blogs',
  '/events': 'page-events',
  '/contact-us': 'page-contact',
  '/tracking': 'page-tracking',
  '/our-story': 'page-our-story',
  '/testimonials': 'page-testimonials',
  '/about': 'page-about',
  '/services': 'page-services',
  '/social-media': 'page-social-media',
  '/links': 'page-links',
  '/online-booking': 'page-online-booking',
  '/online-consultation': 'page-online-consultation',
  '/global-event-summit-2025': 'page-meeting',
  '/user/profile': 'page-user-profile',
  '/checkout': 'page-checkout',
  '/login': 'page-login',
  '/register': 'page-register',
  '/forgot-password': 'page-forgot-password',
  '/reset-password': 'page-reset-password',
};

export interface BundleStats {
  entrypoints: Record<string, string[]>;
  chunkGroups: Record<string, string[]>;
  /** Emitted files holding back-office code (src/pages/admin, the admin shell, features/product-admin). */
  adminFiles?: string[];
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
}

export function readBundleStats(distDir: string): BundleStats {
  const file = path.join(distDir, '.bundle-stats.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the production build first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BundleStats;
}

const sizeCache = new Map<string, FileSize>();

/** Raw, gzip -9 and brotli 11 sizes of a built file (what the server sends precompressed). */
export function fileSize(distDir: string, file: string): FileSize {
  const key = path.join(distDir, file);
  const cached = sizeCache.get(key);
  if (cached) return cached;
  const content = fs.readFileSync(key);
  const size: FileSize = {
    file,
    raw: content.length,
    gzip: zlib.gzipSync(content, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(key, size);
  return size;
}

const sum = (sizes: FileSize[], key: 'gzip' | 'brotli') => sizes.reduce((total, size) => total + size[key], 0);

/** The JS and CSS the first render of `route` needs: the entry point plus the page's chunk group. */
export function routeBundle(distDir: string, stats: BundleStats, route: string): RouteBundle {
  const group = PUBLIC_ROUTE_CHUNKS[route];
  const files = [...new Set([...(stats.entrypoints.main ?? []), ...(stats.chunkGroups[group] ?? [])])];
  if (!stats.chunkGroups[group]) throw new Error(`No chunk group ${group} for ${route} in the build`);
  const js = files.filter((file) => file.endsWith('.js')).map((file) => fileSize(distDir, file));
  const css = files.filter((file) => file.endsWith('.css')).map((file) => fileSize(distDir, file));
  return {
    route,
    js,
    css,
    jsGzip: sum(js, 'gzip'),
    jsBrotli: sum(js, 'brotli'),
    cssGzip: sum(css, 'gzip'),
    cssBrotli: sum(css, 'brotli'),
  };
}

/** Every emitted JS file that is not part of the entry point: loaded on demand. */
export function lazyChunks(distDir: string, stats: BundleStats): FileSize[] {
  const initial = new Set(stats.entrypoints.main ?? []);
  const all = new Set(Object.values(stats.chunkGroups).flat());
  return [...all].filter((file) => file.endsWith('.js') && !initial.has(file)).map((file) => fileSize(distDir, file));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first-render JS budget of a route: / gets more (it carries the hero). */
export const routeJsBudget = (route: string, budgets: typeof BUNDLE_BUDGETS = BUNDLE_BUDGETS) =>
  route === '/' ? budgets.homeJs : budgets.otherRouteJs;

export interface BundleReport {
  routes: RouteBundle[];
  /** Every lazy chunk, largest first. */
  lazy: FileSize[];
  /** index.html as served (bytes, uncompressed). */
  indexHtml: number;
  /** One readable line per budget miss; empty when every budget holds. */
  misses: string[];
}

/**
 * Measures every public route of a production build against the budgets: first-render JS per
 * route, CSS of /, every lazy chunk, index.html, and no back-office file in any public route's
 * first render. `npm run bench:bundle` prints it; e2e/bundle-budget.spec.ts fails CI on a miss.
 */
export function checkBundleBudgets(distDir: string, budgets: typeof BUNDLE_BUDGETS = BUNDLE_BUDGETS): BundleReport {
  const stats = readBundleStats(distDir);
  const routes = Object.keys(PUBLIC_ROUTE_CHUNKS).map((route) => routeBundle(distDir, stats, route));
  const lazy = lazyChunks(distDir, stats).sort((a, b) => b.gzip - a.gzip);
  const indexHtml = fs.statSync(path.join(distDir, 'index.html')).size;
  const misses: string[] = [];
  const largest = (sizes: FileSize[]) =>
    [...sizes]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((size) => `${size.file} ${kb(size.gzip)}`)
      .join(', ');
  for (const r of routes) {
    const budget = routeJsBudget(r.route, budgets);
    if (r.jsGzip > budget)
      misses.push(`${r.route}: first-render JS ${kb(r.jsGzip)} gzip, budget ${kb(budget)} (largest: ${largest(r.js)})`);
  }
  const home = routes.find((r) => r.route === '/');
  if (home && home.cssGzip > budgets.homeCss) {
    misses.push(`/: CSS ${kb(home.cssGzip)} gzip, budget ${kb(budgets.homeCss)} (largest: ${largest(home.css)})`);
  }
  for (const chunk of lazy) {
    if (chunk.gzip > budgets.lazyChunk)
      misses.push(`lazy chunk ${chunk.file}: ${kb(chunk.gzip)} gzip, budget ${kb(budgets.lazyChunk)}`);
  }
  if (indexHtml > budgets.indexHtml) misses.push(`index.html: ${kb(indexHtml)}, budget ${kb(budgets.indexHtml)}`);
  if (!stats.adminFiles)
    misses.push(
      'the build did not list its back-office files (adminFiles in .bundle-stats.json): rebuild with the current webpack.config.ts',
    );
  const adminFiles = new Set(stats.adminFiles ?? []);
  for (const r of routes) {
    const loaded = [...r.js, ...r.css]
      .map((size) => size.file)
      .filter((file) => adminFiles.has(file) || /(^|\/)admin-/.test(file));
    if (loaded.length > 0) misses.push(`${r.route}: first render loads back-office code (${loaded.join(', ')})`);
  }
  return { routes, lazy, indexHtml, misses };
}
