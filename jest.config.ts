import os from 'node:os';
import type { Config } from 'jest';

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '\\.(css|scss)$': 'identity-obj-proxy',
  '\\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$': '<rootDir>/src/test/fileMock.ts',
};

const server: Config = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/server'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper,
};

/*
 * The server suite runs on SQLite always, and once more on PostgreSQL (`server-pg`) when
 * TEST_DATABASE_URL names a server (CI starts one with .ci/postgres.sh). Without it the
 * PostgreSQL run is skipped and says so; with REQUIRE_POSTGRES=1 (CI) its absence is an error.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL server tests cannot run.');
  console.warn(
    '\n[jest] PostgreSQL server tests SKIPPED: TEST_DATABASE_URL is not set. Run `eval "$(bash .ci/postgres.sh)"` first to include them.\n',
  );
}
const serverOnPostgres: Config[] = postgresUrl
  ? [{ ...server, displayName: 'server-pg', setupFiles: ['<rootDir>/server/test/usePostgres.ts'] }]
  : [];

const config: Config = {
  // One worker more than the cores (jest's default is one fewer: on CI's 2 cores, a single worker).
  // The server suites spend most of their time waiting on the database, sockets and argon2's
  // threads, so a core would sit idle (on a busy 2-core machine: 10 suites a minute with 1 worker, 30 with 3).
  maxWorkers: Math.min(os.availableParallelism() + 1, 8),
  // Generous per-test limit: CI machines are small (2 cores) and the suites run in parallel.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'ui',
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.js',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      // As in webpack: a known defect of dom-helpers mended in place.
      moduleNameMapper: {
        ...moduleNameMapper,
        '^dom-helpers/transitionEnd$': '<rootDir>/src/shared/lib/vendor/transitionEnd.ts',
      },
      // Some dependencies ship ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(react-router|react-router-dom)/)'],
    },
    server,
    ...serverOnPostgres,
  ],
};

export default config;
