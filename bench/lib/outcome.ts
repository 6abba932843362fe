import { SHORT } from './mode';
import { printTable } from './processes';

/*
 * How every `npm run bench:*` ends. A bench exits 1 when
 * - a scenario got an answer outside 2xx that it did not declare as expected, or a connection error;
 * - a scenario could not run (a server that does not start, a login that fails, a tool's error);
 * - a budget is missed. In short mode (BENCH_SHORT=1 or --short) the budgets that depend on the
 *   machine's speed or on the full run's load (throughput, latency, start time, memory after the
 *   load, Lighthouse's timings, performance score and layout shift) are printed but not enforced:
 *   seconds of load on a shared CI machine cannot judge them. Sizes, Lighthouse's accessibility,
 *   best-practices and SEO audits, and every answer's status are enforced in both modes.
 */

/** Statuses a scenario may answer besides 2xx, each with the reason it is expected. */
export type ExpectedStatuses = Record<number, string>;

/** What one scenario was answered, counted by status. */
export interface Answers {
  scenario: string;
  statusCodes: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  expected?: ExpectedStatuses;
}

export interface BudgetCheck {
  budget: string;
  measured: string;
  /** undefined: not measured in this run (SKIP). */
  ok: boolean | undefined;
  /** 'report': depends on the machine's speed or the full load, so not enforced in short mode. */
  inShortMode: 'enforce' | 'report';
}

const is2xx = (status: number) => status >= 200 && status < 300;

/** One line per scenario with answers it did not expect; empty when every answer was expected. */
export function unexpectedAnswers(rows: Answers[]): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const unexpected = Object.entries(row.statusCodes).filter(
      ([status, count]) => count > 0 && !is2xx(Number(status)) && !row.expected?.[Number(status)],
    );
    if (unexpected.length || row.errors) {
      const statuses = unexpected.map(([status, count]) => `${count} x ${status}`);
      lines.push(
        `${row.scenario}: ${[...statuses, ...(row.errors ? [`${row.errors} connection errors`] : [])].join(', ')}`,
      );
    }
  }
  return lines;
}

/** The result column of a budget table. */
export function budgetResult(check: BudgetCheck): string {
  if (check.ok === undefined) return 'SKIP';
  if (check.ok) return 'PASS';
  return SHORT && check.inShortMode === 'report' ? 'MISS (not enforced in short mode)' : 'FAIL';
}

/**
 * Budgets of a bench with overrides from BENCH_BUDGETS, e.g. `BENCH_BUDGETS=api.p99Ms=5,web.tbtMs=1`:
 * keys of other benches are ignored, an unknown key of this one is an error (a typo must not pass).
 */
export function withOverrides<T extends Record<string, number>>(bench: string, budgets: T): T {
  const result = { ...budgets };
  for (const entry of (process.env.BENCH_BUDGETS ?? '').split(',').filter(Boolean)) {
    const match = /^([\w-]+)\.(\w+)=(-?[\d.]+)$/.exec(entry.trim());
    if (!match) throw new Error(`BENCH_BUDGETS: cannot read "${entry}" (bench.key=number)`);
    const [, name, key, value] = match;
    if (name !== bench) continue;
    if (!(key in budgets))
      throw new Error(`BENCH_BUDGETS: ${bench} has no budget "${key}" (known: ${Object.keys(budgets).join(', ')})`);
    (result as Record<string, number>)[key] = Number(value);
    console.log(`budget ${bench}.${key} overridden: ${value} (default ${budgets[key]})`);
  }
  return result;
}

/** Collects what makes a bench fail, prints it and sets the exit code. */
export class Verdict {
  private readonly failures: string[] = [];

  constructor(private readonly bench: string) {}

  fail(reason: string): void {
    this.failures.push(reason);
  }

  /** Every answer outside 2xx that its scenario did not declare is a failure. */
  answers(rows: Answers[]): void {
    for (const line of unexpectedAnswers(rows)) this.fail(`unexpected answers: ${line}`);
  }

  /** A missed budget is a failure, except one only reported in short mode. */
  budgets(checks: BudgetCheck[]): void {
    for (const check of checks) {
      if (check.ok === false && !(SHORT && check.inShortMode === 'report'))
        this.fail(`budget missed: ${check.budget}${check.measured ? ` (measured ${check.measured})` : ''}`);
    }
  }

  /** Prints a budget table and counts its misses. */
  printBudgets(checks: BudgetCheck[]): void {
    printTable(
      ['budget', 'measured', 'result'],
      checks.map((check) => [check.budget, check.measured, budgetResult(check)]),
    );
    this.budgets(checks);
  }

  /** Prints the outcome and sets the exit code (1 on any failure). */
  finish(): void {
    const mode = SHORT ? ' (short mode)' : '';
    if (this.failures.length === 0) {
      console.log(`\nbench:${this.bench}${mode}: OK`);
      return;
    }
    console.error(`\nbench:${this.bench}${mode} FAILED:\n  ${this.failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
