import os from 'node:os';
import { checkBudgets, type SetResult } from './lib/budgets';
import { selectedSets, SPLIT } from './lib/dataSets';
import { SHORT } from './lib/mode';
import { Verdict } from './lib/outcome';
import { writeResults } from './lib/processes';
import { printIntro, printProblems, printRequests, printServers, printSets, type ReportedRun } from './lib/report';
import { DURATION_S, measureApp, measurePlain } from './lib/scenarios';
import { primeCompileCache, startBenchApp, startPlain } from './lib/servers';
import { postgresRuns } from './lib/pgSet';
import { ensureSet, type CachedSet } from './lib/setCache';

const POSTGRES_SETS = ['1x', '100k'];

/**
 * npm run bench:data — the real server on SQLite with the seed (1x), 100k and 1M generated
 * records, against plain json-server 0.17 on the same data as a JSON file. Every server run
 * starts from a fresh copy of a cached, generated file. BENCH_SIZES=1x,100k picks sets;
 * BENCH_DURATION sets the seconds of each read run; BENCH_DATABASE_URL adds PostgreSQL runs.
 * Exits 1 on an unexpected answer, a scenario that could not run, or a missed budget.
 * Short mode (BENCH_SHORT=1 or --short): the 1x set only, fewer writes, 1 s per read; the
 * budgets (all about speed and load) are then reported, not enforced; the answers always are.
 */
async function main() {
  const verdict = new Verdict('data');
  const sets = selectedSets(process.env.BENCH_SIZES ?? (SHORT ? '1x' : undefined));
  printIntro(sets.map((set) => set.name));
  const log = (message: string) => console.log(message);
  // Generated (or taken from the cache) first, so generation never overlaps a measurement.
  const cached: CachedSet[] = [];
  for (const set of sets) cached.push(await ensureSet(set, log));
  await primeCompileCache(cached[0].sqliteFile);

  const results: SetResult[] = [];
  const reported: ReportedRun[] = [];
  for (const { layout, sqliteFile, jsonFile } of cached) {
    const name = layout.set.name;
    log(`${name}: plain json-server...`);
    const plain = await measurePlain(await startPlain(jsonFile), layout);
    log(`${name}: real server (SQLite)...`);
    const app = await measureApp(await startBenchApp({ sqliteFile }), layout);
    results.push({ set: name, app, plain });
    reported.push(
      { set: name, server: 'real server (SQLite)', run: app },
      { set: name, server: 'plain json-server', run: plain },
    );
  }
  // Optional: PostgreSQL for the sets that do not take minutes to load over the network.
  if (process.env.BENCH_DATABASE_URL) {
    const small = cached.filter(({ layout }) => POSTGRES_SETS.includes(layout.set.name));
    reported.push(...(await postgresRuns(process.env.BENCH_DATABASE_URL, small, log)));
  }

  console.log('');
  printSets(cached);
  printServers(reported);
  printRequests(reported);
  printProblems(reported);
  for (const { set, server, run } of reported) {
    if (run.failure) verdict.fail(`${set} ${server}: ${run.failure}`);
    const label = (scenario: string) =>
      `${set} ${server} ${scenario.startsWith('warm-up') ? '' : 'warm-up '}${scenario}`;
    verdict.answers([
      ...(run.warmUp ?? []).map((row) => ({ ...row, scenario: label(row.scenario) })),
      ...run.rows.map((row) => ({ ...row, scenario: `${set} ${server} ${row.scenario} x${row.connections}` })),
    ]);
  }
  const checks = checkBudgets(results);
  console.log('Budgets');
  verdict.printBudgets(checks);

  const file = writeResults('data', {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    readDurationSeconds: DURATION_S,
    split: SPLIT,
    sets: cached.map(({ layout, generated }) => ({ name: layout.set.name, counts: layout.set.counts, generated })),
    runs: reported,
    checks,
  });
  console.log(`\nResults written to ${file}`);
  verdict.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
