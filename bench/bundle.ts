import path from 'node:path';
import { BUNDLE_BUDGETS, checkBundleBudgets, kb, routeJsBudget } from './lib/bundle';
import { Verdict, withOverrides } from './lib/outcome';
import { ROOT, printTable, writeResults } from './lib/processes';

/**
 * npm run bench:bundle — the JS and CSS each public route needs for its first render, gzip and
 * brotli, from the production build's own chunk graph (dist/.bundle-stats.json), against the
 * budgets. Exits 1 on a miss (the same check runs in CI as e2e/bundle-budget.spec.ts). Sizes do
 * not depend on the machine: the short mode (BENCH_SHORT=1 or --short) is the same run, with
 * every budget enforced; it only keeps its results out of the committed -latest file.
 */
export function measureBundles(distDir = path.join(ROOT, 'dist')) {
  return checkBundleBudgets(distDir);
}

function main() {
  const verdict = new Verdict('bundle');
  const budgets = withOverrides('bundle', BUNDLE_BUDGETS);
  const { routes, lazy, indexHtml, misses } = checkBundleBudgets(path.join(ROOT, 'dist'), budgets);
  printTable(
    ['route', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'JS budget', 'result'],
    routes.map((r) => {
      const ok = !misses.some((miss) => miss.startsWith(`${r.route}: `));
      return [
        r.route,
        kb(r.jsGzip),
        kb(r.jsBrotli),
        kb(r.cssGzip),
        kb(r.cssBrotli),
        kb(routeJsBudget(r.route, budgets)),
        ok ? 'PASS' : 'FAIL',
      ];
    }),
  );
  console.log('');
  printTable(
    ['largest lazy chunks', 'raw', 'gzip', 'brotli', 'result'],
    lazy
      .slice(0, 10)
      .map((c) => [c.file, kb(c.raw), kb(c.gzip), kb(c.brotli), c.gzip <= budgets.lazyChunk ? 'PASS' : 'FAIL']),
  );
  const lazyMisses = lazy.filter((c) => c.gzip > budgets.lazyChunk);
  console.log(
    `\n${lazy.length} lazy chunks, all <= ${kb(budgets.lazyChunk)} gzip: ${lazyMisses.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `index.html ${kb(indexHtml)} (budget ${kb(budgets.indexHtml)}): ${indexHtml <= budgets.indexHtml ? 'PASS' : 'FAIL'}`,
  );
  const adminMisses = misses.filter((miss) => miss.includes('back-office'));
  console.log(`No back-office code in any public route's first render: ${adminMisses.length === 0 ? 'PASS' : 'FAIL'}`);
  const file = writeResults('bundle', { date: new Date().toISOString(), budgets, routes, lazy, indexHtml, misses });
  console.log(`Results written to ${file}`);
  for (const miss of misses) verdict.fail(`budget missed: ${miss}`);
  verdict.finish();
}

if (require.main === module) main();
