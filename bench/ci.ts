import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, printTable } from './lib/processes';

/**
 * npm run bench:ci — every bench in its short mode (BENCH_SHORT=1), one after the other, so a
 * bench that breaks fails CI. Needs the production build (`npm run build`), Chromium at
 * /usr/bin/chromium (or CHROMIUM_PATH) and Debian's wapiti; BENCH_DATABASE_URL adds bench:data's
 * PostgreSQL run. 1.5-2 minutes on a busy 2-core machine. Exits 1 when any bench fails;
 * each one runs even after another failed, so one CI run names every broken bench.
 *
 * What a short run enforces and what it only reports (bench/lib/outcome.ts):
 * - always enforced: every answer's status (anything outside 2xx that a scenario does not declare
 *   fails, warm-ups included), every scenario running at all (server start, login, Lighthouse,
 *   wapiti), the bundle budgets (sizes), Lighthouse's accessibility, best-practices and SEO
 *   budgets, and wapiti's findings (nothing beyond the two accepted header items, no crawled URL
 *   answering outside 2xx/3xx);
 * - reported, not enforced: what depends on the machine's speed or on the full run's load:
 *   throughput and latency (bench:api, bench:data), start time and memory after the load, and
 *   Lighthouse's performance score, LCP, TBT and CLS.
 * The full runs (`npm run bench:<name>` without BENCH_SHORT) enforce every budget.
 */
const BENCHES = ['bundle', 'api', 'data', 'web', 'scan', 'documents'];

function main(): void {
  const results: Array<[string, string, string]> = [];
  for (const name of BENCHES) {
    console.log(`\n=== bench:${name} (short) ===`);
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join('bench', `${name}.ts`)],
      {
        cwd: ROOT,
        env: { ...process.env, BENCH_SHORT: '1' },
        stdio: 'inherit',
      },
    );
    const seconds = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    results.push([
      `bench:${name}`,
      seconds,
      run.status === 0 ? 'OK' : `FAILED (${run.signal ?? `exit ${run.status}`})`,
    ]);
  }
  console.log('');
  printTable(['bench (short mode)', 'time', 'result'], results);
  if (results.some(([, , result]) => result !== 'OK')) process.exitCode = 1;
}

main();
