import fs from 'node:fs';
import path from 'node:path';
import { BUNDLE_BUDGETS, PUBLIC_ROUTE_CHUNKS, kb, lazyChunks, readBundleStats, routeBundle } from './lib/bundle';
import { ROOT, printTable, writeResults } from './lib/processes';

/**
 * npm run bench:bundle — the JS and CSS each public route needs for its first render, gzip and
 * brotli, from the production build's own chunk graph (dist/.bundle-stats.json), against the
 * budgets. Exits 1 on a miss (the same check runs in CI as e2e/bundle-budget.spec.ts).
 */
export function measureBundles(distDir = path.join(ROOT, 'dist')) {
  const stats = readBundleStats(distDir);
  const routes = Object.keys(PUBLIC_ROUTE_CHUNKS).map((route) => routeBundle(distDir, stats, route));
  const lazy = lazyChunks(distDir, stats).sort((a, b) => b.gzip - a.gzip);
  const indexHtml = fs.statSync(path.join(distDir, 'index.html')).size;
  return { routes, lazy, indexHtml };
}

function main() {
  const { routes, lazy, indexHtml } = measureBundles();
  const failures: string[] = [];
  printTable(
    ['route', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'JS budget', 'result'],
    routes.map((r) => {
      const budget = r.route === '/' ? BUNDLE_BUDGETS.homeJs : BUNDLE_BUDGETS.otherRouteJs;
      const cssOk = r.route !== '/' || r.cssGzip <= BUNDLE_BUDGETS.homeCss;
      const ok = r.jsGzip <= budget && cssOk;
      if (!ok) failures.push(r.route);
      return [r.route, kb(r.jsGzip), kb(r.jsBrotli), kb(r.cssGzip), kb(r.cssBrotli), kb(budget), ok ? 'PASS' : 'FAIL'];
    }),
  );
  console.log('');
  printTable(
    ['largest lazy chunks', 'raw', 'gzip', 'brotli', 'result'],
    lazy.slice(0, 10).map((c) => [c.file, kb(c.raw), kb(c.gzip), kb(c.brotli), c.gzip <= BUNDLE_BUDGETS.lazyChunk ? 'PASS' : 'FAIL']),
  );
  const lazyMisses = lazy.filter((c) => c.gzip > BUNDLE_BUDGETS.lazyChunk);
  failures.push(...lazyMisses.map((c) => c.file));
  console.log(`\n${lazy.length} lazy chunks, all <= ${kb(BUNDLE_BUDGETS.lazyChunk)} gzip: ${lazyMisses.length === 0 ? 'PASS' : 'FAIL'}`);
  console.log(`index.html ${kb(indexHtml)} (budget ${kb(BUNDLE_BUDGETS.indexHtml)}): ${indexHtml <= BUNDLE_BUDGETS.indexHtml ? 'PASS' : 'FAIL'}`);
  if (indexHtml > BUNDLE_BUDGETS.indexHtml) failures.push('index.html');
  const file = writeResults('bundle', { date: new Date().toISOString(), budgets: BUNDLE_BUDGETS, routes, lazy, indexHtml });
  console.log(`Results written to ${file}`);
  if (failures.length > 0) {
    console.error(`Budget missed: ${failures.join(', ')}`);
    process.exit(1);
  }
}

if (require.main === module) main();
