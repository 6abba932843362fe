import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { measureBundles } from './bundle';
import { BUNDLE_BUDGETS, kb } from './lib/bundle';
import { describeRun } from './lib/lighthouseDetail';
import { SHORT } from './lib/mode';
import { Verdict, withOverrides, type Answers, type BudgetCheck } from './lib/outcome';
import { preparePageState } from './lib/pageStates';
import { ROOT, median, printTable, startAppServer, writeResults } from './lib/processes';
import { fillShop } from './lib/shopFixture';
import { compareWithStockCli, type CliAgreement } from './lib/stockLighthouse';

/**
 * npm run bench:web — builds production (when stale), serves it with the real server (compression
 * on), and runs Lighthouse 12 from Node against Debian's Chromium: mobile form factor with the
 * default simulated throttling, 3 runs per page, median reported. Prints a table, the budgets,
 * the bundle sizes, and writes JSON under bench/results/.
 * Exits 1 on a missed budget, or when a page's requests got an answer outside 2xx (each run's
 * requests are counted by status). Short mode (BENCH_SHORT=1 or --short): one run of `/`; the
 * performance score, LCP, TBT and CLS are then reported, not enforced (they depend on the
 * machine's speed); accessibility, best practices, SEO and the answers always are.
 */
/** BENCH_PAGES=/products,/item-desc2 measures only those pages. */
const PAGES =
  process.env.BENCH_PAGES?.split(',').filter(Boolean) ??
  (SHORT
    ? ['/']
    : [
        '/',
        '/products',
        '/item-desc2',
        '/product/workshop-series-2025-t-shirt',
        '/events',
        '/blogs/10-wedding-decor-trends-for-the-2025-season',
        '/online-booking',
        // With a bag of two products, and with a customer's session (bench/lib/pageStates.ts).
        '/checkout',
        '/user/profile',
        '/admin/login',
      ]);
/** The shop is measured with this many active products (the /products budgets hold with 100). */
const SHOP_PRODUCTS = Number(process.env.BENCH_SHOP_PRODUCTS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? (SHORT ? 1 : 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGETS = withOverrides('web', {
  performance: 0.95,
  lcpMs: 2500,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 1,
  bestPractices: 0.95,
  seo: 0.95,
});
/** The lighter pages: these pages, stricter. */
const LIGHTER_PAGES = ['/', '/events', '/item-desc2', '/online-booking', '/checkout', '/user/profile'];
const LIGHTER_BUDGETS = withOverrides('web-lighter', { performance: 0.97, tbtMs: 100 });
/**
 * Pages kept out of search engines on purpose: Lighthouse's is-crawlable audit fails every way of
 * doing that (robots meta tag, X-Robots-Tag, a Disallow in robots.txt), so their SEO budget is
 * that every other SEO audit passes.
 */
const UNLISTED_PAGES: Record<string, string> = {
  '/admin/login': 'the back office carries noindex, nofollow',
  '/checkout': 'robots.txt disallows /checkout',
  '/user/profile': 'robots.txt disallows /user',
};

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { numericValue?: number; score?: number | null; title?: string; details?: unknown }>;
    runtimeError?: { message: string };
  };
};

function figures(result: LighthouseResult): RunFigures {
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
  };
}

/** The page's requests in this run, counted by HTTP status. */
function requestStatuses(result: LighthouseResult): Record<string, number> {
  const items =
    (result.lhr.audits['network-requests']?.details as { items?: Array<{ statusCode?: number }> } | undefined)?.items ??
    [];
  const counts: Record<string, number> = {};
  for (const item of items)
    counts[String(item.statusCode ?? 'none')] = (counts[String(item.statusCode ?? 'none')] ?? 0) + 1;
  return counts;
}

/** SEO audits (of weight) that lost points, besides is-crawlable. */
function otherSeoMisses(result: LighthouseResult): string[] {
  return (result.lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable')
    .filter((ref) => {
      const score = result.lhr.audits[ref.id]?.score;
      return typeof score === 'number' && score < 1;
    })
    .map((ref) => ref.id);
}

/** Audits that lost points on a page, to say what to fix. */
function failingAudits(result: LighthouseResult): string[] {
  return Object.entries(result.lhr.audits)
    .filter(([, audit]) => typeof audit.score === 'number' && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.score})`);
}

async function main() {
  const verdict = new Verdict('web');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/ensureBuild.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startAppServer();
  console.log(`shop filled to ${fillShop(server.dataDir, SHOP_PRODUCTS)} active products`);
  // A fresh Chromium (and profile) for every run, as the stock `lighthouse` CLI launches one: a
  // browser kept warm across runs had compiled and cached the site's scripts, and reported TBT
  // a third of what a first visit costs.
  const launch = () => chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  let cliCheck: CliAgreement[] = [];
  const perPage: Array<{
    page: string;
    runs: RunFigures[];
    median: RunFigures;
    weakAudits: string[];
    seoMisses: string[];
    statusCodes: Record<string, number>;
  }> = [];
  try {
    for (const page of PAGES) {
      const runs: RunFigures[] = [];
      let weakAudits: string[] = [];
      const seoMisses = new Set<string>();
      const statusCodes: Record<string, number> = {};
      for (let run = 0; run < RUNS; run += 1) {
        let result: LighthouseResult | undefined;
        // Lighthouse now and then loses the trace's start (NO_NAVSTART); such a run is made again.
        for (let attempt = 1; attempt <= 3 && (!result || result.lhr.runtimeError); attempt += 1) {
          const chrome = await launch();
          try {
            const keepStorage = await preparePageState(page, server.url, chrome.port);
            result = (await lighthouse(`${server.url}${page}`, {
              port: chrome.port,
              disableStorageReset: keepStorage,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            })) as unknown as LighthouseResult;
          } finally {
            await chrome.kill();
          }
        }
        if (!result || result.lhr.runtimeError)
          throw new Error(`${page}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        runs.push(figures(result));
        weakAudits = failingAudits(result);
        otherSeoMisses(result).forEach((id) => seoMisses.add(id));
        for (const [status, count] of Object.entries(requestStatuses(result)))
          statusCodes[status] = (statusCodes[status] ?? 0) + count;
        if (process.env.BENCH_DETAIL === '1')
          console.log(describeRun(`${page} run ${run + 1}`, result.lhr.audits).join('\n'));
      }
      const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      const medianFigures = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, pick(key as keyof RunFigures)]),
      ) as unknown as RunFigures;
      perPage.push({ page, runs, median: medianFigures, weakAudits, seoMisses: [...seoMisses], statusCodes });
      console.log(`measured ${page} (${RUNS} runs)`);
    }
    if (process.env.BENCH_CLI_CHECK === '1') cliCheck = compareWithStockCli(server.url, perPage, RUNS, CHROMIUM);
  } finally {
    await server.stop();
  }

  console.log(`\nLighthouse ${RUNS} runs per page, mobile, simulated throttling; medians:`);
  printTable(
    ['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'a11y', 'best pr.', 'SEO'],
    perPage.map(({ page, median: m }) => [
      page,
      m.performance,
      m.lcpMs,
      m.tbtMs,
      m.cls,
      m.fcpMs,
      m.accessibility,
      m.bestPractices,
      m.seo,
    ]),
  );
  console.log('\nRequests of each page (all runs), by status:');
  printTable(
    ['page', 'status codes'],
    perPage.map(({ page, statusCodes }) => [page, JSON.stringify(statusCodes)]),
  );
  verdict.answers(
    perPage.map(({ page, statusCodes }): Answers => ({ scenario: `${page} requests`, statusCodes, errors: 0 })),
  );

  const misses: string[] = [];
  const allChecks: BudgetCheck[] = [];
  for (const { page, median: m, weakAudits, seoMisses } of perPage) {
    // Timings and the scores made of them depend on the machine's speed: reported in short mode.
    const timing = (budget: string, ok: boolean): BudgetCheck => ({
      budget: `${page}: ${budget}`,
      measured: '',
      ok,
      inShortMode: 'report',
    });
    const audit = (budget: string, ok: boolean): BudgetCheck => ({
      budget: `${page}: ${budget}`,
      measured: '',
      ok,
      inShortMode: 'enforce',
    });
    const seo = UNLISTED_PAGES[page]
      ? audit(
          `SEO ${m.seo}: every audit but is-crawlable passes (${UNLISTED_PAGES[page]})${seoMisses.length ? `; failing: ${seoMisses.join(', ')}` : ''}`,
          seoMisses.length === 0,
        )
      : audit(`SEO ${m.seo} >= ${BUDGETS.seo}`, m.seo >= BUDGETS.seo);
    const checks: BudgetCheck[] = [
      timing(`performance ${m.performance} >= ${BUDGETS.performance}`, m.performance >= BUDGETS.performance),
      timing(`LCP ${m.lcpMs} <= ${BUDGETS.lcpMs}`, m.lcpMs <= BUDGETS.lcpMs),
      timing(`TBT ${m.tbtMs} <= ${BUDGETS.tbtMs}`, m.tbtMs <= BUDGETS.tbtMs),
      timing(`CLS ${m.cls} <= ${BUDGETS.cls}`, m.cls <= BUDGETS.cls),
      audit(`accessibility ${m.accessibility} = ${BUDGETS.accessibility}`, m.accessibility >= BUDGETS.accessibility),
      audit(`best practices ${m.bestPractices} >= ${BUDGETS.bestPractices}`, m.bestPractices >= BUDGETS.bestPractices),
      seo,
      ...(LIGHTER_PAGES.includes(page)
        ? [
            timing(
              `lighter pages: performance ${m.performance} >= ${LIGHTER_BUDGETS.performance}`,
              m.performance >= LIGHTER_BUDGETS.performance,
            ),
            timing(`lighter pages: TBT ${m.tbtMs} <= ${LIGHTER_BUDGETS.tbtMs}`, m.tbtMs <= LIGHTER_BUDGETS.tbtMs),
          ]
        : []),
    ];
    for (const check of checks)
      if (!check.ok)
        misses.push(`${check.budget}${SHORT && check.inShortMode === 'report' ? ' (not enforced in short mode)' : ''}`);
    if (checks.some((check) => !check.ok)) console.log(`  ${page} weak audits: ${weakAudits.join(', ') || '-'}`);
    allChecks.push(...checks);
  }
  for (const row of cliCheck) {
    const check: BudgetCheck = {
      budget: `${row.page}: agrees with the stock lighthouse CLI within 20 %`,
      measured: `perf ${row.bench.performance}/${row.cli.performance}, LCP ${row.bench.lcpMs}/${row.cli.lcpMs} ms, TBT ${row.bench.tbtMs}/${row.cli.tbtMs} ms`,
      ok: row.ok,
      inShortMode: 'report',
    };
    if (!check.ok) misses.push(`${check.budget}: ${check.measured}`);
    allChecks.push(check);
  }
  console.log(misses.length === 0 ? '\nAll Lighthouse budgets hold.' : `\nBudget misses:\n  ${misses.join('\n  ')}`);
  verdict.budgets(allChecks);

  const bundles = measureBundles(path.join(ROOT, 'dist'));
  console.log('\nFirst-render bundles of the measured pages (gzip / brotli):');
  printTable(
    ['page', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'],
    bundles.routes
      .filter((r) => PAGES.includes(r.route))
      .map((r) => [r.route, kb(r.jsGzip), kb(r.jsBrotli), kb(r.cssGzip), kb(r.cssBrotli)]),
  );
  console.log(
    `(budgets: / ${kb(BUNDLE_BUDGETS.homeJs)} JS and ${kb(BUNDLE_BUDGETS.homeCss)} CSS, other routes ${kb(BUNDLE_BUDGETS.otherRouteJs)} JS; npm run bench:bundle lists every route)`,
  );

  const file = writeResults('web', {
    date: new Date().toISOString(),
    runs: RUNS,
    shopProducts: SHOP_PRODUCTS,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    budgets: BUDGETS,
    lighterPages: { pages: LIGHTER_PAGES, budgets: LIGHTER_BUDGETS },
    pages: perPage,
    misses,
  });
  console.log(`\nResults written to ${file}`);
  verdict.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
