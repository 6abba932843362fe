import type { Measured } from './load';
import { withOverrides, type BudgetCheck } from './outcome';
import type { ServerRun } from './scenarios';

/** The data-size budgets; a miss fails the run (outside short mode). */
export const BUDGETS = withOverrides('data', {
  bookingP50Ms: 10,
  bookingP99Ms: 50,
  writeGrowth: 2,
  startMs: 3000,
  rssMb: 250,
  readGrowth: 1.5,
  productVsPlain: 0.8,
});

export interface SetResult {
  set: string;
  app: ServerRun;
  plain: ServerRun;
}

export const rowOf = (run: ServerRun | undefined, scenario: string, connections?: number): Measured | undefined =>
  run?.rows.find((row) => row.scenario === scenario && (connections === undefined || row.connections === connections));

const fmt = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 100) / 100) : 'n/a');

export function checkBudgets(results: SetResult[]): BudgetCheck[] {
  const bySet = (name: string) => results.find((result) => result.set === name);
  const small = bySet('1x');
  const large = bySet('1M');
  const checks: BudgetCheck[] = [];
  // Every budget here depends on the machine's speed or on the full run's load (only 1x runs in short mode).
  const add = (budget: string, measured: string, ok: boolean | undefined) =>
    checks.push({ budget, measured, ok, inShortMode: 'report' });
  const skip = (budget: string, why: string) => add(budget, why, undefined);

  const bookingOne = rowOf(large?.app, 'POST /api/send-email', 1);
  const bookingTen = rowOf(large?.app, 'POST /api/send-email', 10);
  if (large && !large.app.failure) {
    add(
      `1M booking p50 <= ${BUDGETS.bookingP50Ms} ms (1 connection)`,
      `${fmt(bookingOne?.p50Ms ?? NaN)} ms`,
      (bookingOne?.p50Ms ?? Infinity) <= BUDGETS.bookingP50Ms,
    );
    add(
      `1M booking p99 <= ${BUDGETS.bookingP99Ms} ms (10 connections)`,
      `${fmt(bookingTen?.p99Ms ?? NaN)} ms`,
      (bookingTen?.p99Ms ?? Infinity) <= BUDGETS.bookingP99Ms,
    );
    add(
      `1M start <= ${BUDGETS.startMs / 1000} s`,
      `${fmt((large.app.startMs ?? NaN) / 1000)} s`,
      (large.app.startMs ?? Infinity) <= BUDGETS.startMs,
    );
    const rss = Math.max(large.app.rssAfterStartBytes ?? 0, large.app.rssAfterRunBytes ?? 0) / 1048576;
    add(`1M RSS <= ${BUDGETS.rssMb} MB (after start and after the run)`, `${Math.round(rss)} MB`, rss <= BUDGETS.rssMb);
  } else {
    skip(
      '1M booking latency, start time and RSS',
      large ? `server did not run: ${large.app.failure}` : 'set 1M not run',
    );
  }

  if (small && large && !small.app.failure && !large.app.failure) {
    for (const scenario of ['POST /api/send-email', 'POST /api/Address']) {
      for (const [connections, metric] of [
        [1, 'p50Ms'],
        [10, 'p99Ms'],
      ] as const) {
        const base = rowOf(small.app, scenario, connections)?.[metric] ?? NaN;
        const now = rowOf(large.app, scenario, connections)?.[metric] ?? NaN;
        const label = metric === 'p50Ms' ? 'p50' : 'p99';
        add(
          `${scenario} ${label} (${connections} conn.) at 1M <= ${BUDGETS.writeGrowth}x 1x`,
          `${fmt(now)} vs ${fmt(base)} ms (${fmt(now / base)}x)`,
          now <= BUDGETS.writeGrowth * base,
        );
      }
    }
    for (const scenario of ['GET /api/Order/user', 'GET /api/Address/user']) {
      const base = rowOf(small.app, scenario);
      const now = rowOf(large.app, scenario);
      const p50 = (now?.p50Ms ?? NaN) / (base?.p50Ms ?? NaN);
      const rps = (base?.rps ?? NaN) / (now?.rps ?? NaN);
      add(
        `${scenario} p50 at 1M <= ${BUDGETS.readGrowth}x 1x`,
        `${fmt(now?.p50Ms ?? NaN)} vs ${fmt(base?.p50Ms ?? NaN)} ms (${fmt(p50)}x)`,
        p50 <= BUDGETS.readGrowth,
      );
      add(
        `${scenario} req/s at 1M >= 1x / ${BUDGETS.readGrowth}`,
        `${now?.rps} vs ${base?.rps} req/s (${fmt(1 / rps)}x)`,
        rps <= BUDGETS.readGrowth,
      );
    }
  } else {
    skip('growth from 1x to 1M (writes, per-user reads)', 'needs both 1x and 1M');
  }

  if (small && !small.app.failure && !small.plain.failure) {
    const app = rowOf(small.app, 'GET /api/Product')?.rps ?? NaN;
    const plain = rowOf(small.plain, 'GET /products')?.rps ?? NaN;
    add(
      `GET /api/Product >= ${BUDGETS.productVsPlain * 100}% of plain GET /products (1x)`,
      `${app} vs ${plain} req/s (${Math.round((app / plain) * 100)}%)`,
      app >= BUDGETS.productVsPlain * plain,
    );
  } else {
    skip('GET /api/Product vs plain json-server (1x)', small ? 'a server did not run' : 'set 1x not run');
  }

  return checks;
}
