import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against `npm start` on a
 * throwaway data folder and its own port. Workers inherit E2E_DATA_DIR to read the mail outbox.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'events-e2e-'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Long flows run axe several times (3-5 s a page on a 2-core machine with two workers).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: ['--no-sandbox'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // `npm start` rebuilds a stale dist/ first, but with PRERENDERED_PAGES=0 (below) it would leave
    // the new build without the page snapshots that the servers of prerendered-pages.spec.ts and
    // standards.spec.ts serve: the build and its snapshots are brought up to date first (nothing
    // to do after `npm run build`, as in CI).
    command: 'PRERENDERED_PAGES=1 node --require tsx/cjs server/scripts/ensureBuild.ts && npm start',
    url: `http://localhost:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://localhost:${PORT}`,
      // Many logins from one address in a short run: limits stay on, just wider.
      RATE_LIMIT_FACTOR: '20',
      // Flows are tested on the app itself; e2e/prerendered-pages.spec.ts tests the snapshots.
      PRERENDERED_PAGES: '0',
    },
  },
});
