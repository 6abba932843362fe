import { spawnSync } from 'node:child_process';
import { median, printTable } from './processes';

/** Pages the bench prepares state for (a bag, a session): the stock CLI cannot, so they are left out. */
const PAGES_WITH_STATE = ['/checkout', '/user/profile'];

export interface MeasuredPage {
  page: string;
  median: { performance: number; lcpMs: number; tbtMs: number };
}

export interface CliAgreement {
  page: string;
  bench: MeasuredPage['median'];
  cli: MeasuredPage['median'];
  ok: boolean;
}

/** Within 20 % of the larger figure; TBT also within 50 ms (at 60 vs 90 ms a fifth is noise). */
const agrees = (a: number, b: number, slack = 0) =>
  Math.abs(a - b) <= Math.max(0.2 * Math.max(Math.abs(a), Math.abs(b)), slack);

/** One run of the stock CLI (`npx lighthouse <url>` with the bench's Chromium and categories). */
const runCli = (cli: string, url: string, chromium: string) =>
  spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 256 * 1024 * 1024 },
  );

/**
 * BENCH_CLI_CHECK=1: runs the stock `lighthouse` CLI (what `npx lighthouse <url>` runs: a fresh
 * Chromium, mobile, simulated throttling) as many times on each page as the bench did and prints
 * both medians side by side, so the bench's figures are seen to be a visitor's first visit.
 */
export function compareWithStockCli(origin: string, measured: MeasuredPage[], runs: number, chromium: string) {
  const cli = require.resolve('lighthouse/cli/index.js');
  const rows: CliAgreement[] = [];
  for (const { page, median: bench } of measured) {
    if (PAGES_WITH_STATE.includes(page)) continue;
    const figures: Array<MeasuredPage['median']> = [];
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse now and then loses the trace's start (NO_NAVSTART), as in the bench's own runs: run again.
      let out = runCli(cli, `${origin}${page}`, chromium);
      for (let attempt = 2; attempt <= 3 && out.status !== 0 && out.stderr.includes('NO_NAVSTART'); attempt += 1)
        out = runCli(cli, `${origin}${page}`, chromium);
      if (out.status !== 0) throw new Error(`lighthouse CLI on ${page}: ${out.stderr.slice(-500)}`);
      const lhr = JSON.parse(out.stdout) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      figures.push({
        performance: lhr.categories.performance.score,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      });
    }
    const cliMedian = {
      performance: median(figures.map((f) => f.performance)),
      lcpMs: median(figures.map((f) => f.lcpMs)),
      tbtMs: median(figures.map((f) => f.tbtMs)),
    };
    rows.push({
      page,
      bench,
      cli: cliMedian,
      ok:
        agrees(bench.performance, cliMedian.performance) &&
        agrees(bench.lcpMs, cliMedian.lcpMs) &&
        agrees(bench.tbtMs, cliMedian.tbtMs, 50),
    });
    console.log(`stock CLI measured ${page} (${runs} runs)`);
  }
  console.log('\nbench:web against the stock lighthouse CLI (medians; agree: within 20 %, TBT also within 50 ms):');
  printTable(
    ['page', 'perf bench', 'perf CLI', 'LCP bench', 'LCP CLI', 'TBT bench', 'TBT CLI', 'agree'],
    rows.map((r) => [
      r.page,
      r.bench.performance,
      r.cli.performance,
      r.bench.lcpMs,
      r.cli.lcpMs,
      r.bench.tbtMs,
      r.cli.tbtMs,
      r.ok ? 'yes' : 'NO',
    ]),
  );
  return rows;
}
