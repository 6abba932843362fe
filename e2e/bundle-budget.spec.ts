import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTE_CHUNKS, checkBundleBudgets, readBundleStats } from '../bench/lib/bundle';

/**
 * The bundle budgets (docs/performance.md) as a CI gate. No browser: it reads the production build's own
 * chunk graph (dist/.bundle-stats.json, written by `npm run build`, which CI runs before the e2e
 * step; `npm start` rebuilds a stale dist/ before these tests). `npm run bench:bundle` prints
 * every figure these tests check.
 */
const DIST = path.resolve(__dirname, '..', 'dist');

test.describe('bundle budgets of the production build', () => {
  test('first-render JS of every public route, CSS of /, lazy chunks and index.html are within budget', () => {
    const { misses } = checkBundleBudgets(DIST);
    const sizeMisses = misses.filter((miss) => !miss.includes('back-office'));
    expect(sizeMisses, `Bundle budget missed (see npm run bench:bundle):\n  ${sizeMisses.join('\n  ')}`).toEqual([]);
  });

  test('no public route loads back-office code on its first render', () => {
    const stats = readBundleStats(DIST);
    // The build must really find the admin code, or an empty list would prove nothing.
    const adminPageFiles = Object.entries(stats.chunkGroups)
      .filter(([name]) => name.startsWith('admin-'))
      .flatMap(([, files]) => files.filter((file) => /\/admin-[^/]*\.js$/.test(file)));
    expect(adminPageFiles.length, 'the admin pages have chunks of their own').toBeGreaterThan(0);
    expect(stats.adminFiles ?? [], 'the build lists the files holding admin code').toEqual(
      expect.arrayContaining(adminPageFiles),
    );

    const { misses } = checkBundleBudgets(DIST);
    const adminMisses = misses.filter((miss) => miss.includes('back-office'));
    expect(adminMisses, `Admin code on public routes:\n  ${adminMisses.join('\n  ')}`).toEqual([]);
  });

  test('the budgets cover every public route of the build', () => {
    const stats = readBundleStats(DIST);
    const missing = Object.entries(PUBLIC_ROUTE_CHUNKS).filter(([, group]) => !stats.chunkGroups[group]);
    expect(missing, 'routes whose page chunk the build does not have').toEqual([]);
  });
});
