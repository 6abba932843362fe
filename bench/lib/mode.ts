/**
 * Short mode (BENCH_SHORT=1 or --short): each bench runs for seconds on tiny data, as
 * `npm run bench:ci` runs them in CI, to prove the bench and what it measures still work.
 */
export const SHORT = process.env.BENCH_SHORT === '1' || process.argv.includes('--short');
