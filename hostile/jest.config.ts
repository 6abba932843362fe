import path from 'node:path';
import type { Config } from 'jest';

/**
 * `npm run test:hostile`: the crash test, several server processes on one database, mail through a
 * real SMTP server, and the hostile-input tests, each against the real server started as
 * `npm start` starts it (SERVER_NODE_ARGS) on a throwaway data folder. The database tests run on
 * SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set (`eval "$(bash .ci/postgres.sh)"`);
 * without it those cases are skipped with a warning, and REQUIRE_POSTGRES=1 makes that an error.
 * Kept out of `npm test` (CI runs it as its own step).
 */
const config: Config = {
  rootDir: path.resolve(__dirname, '..'),
  displayName: 'hostile',
  testEnvironment: 'node',
  roots: ['<rootDir>/hostile'],
  testMatch: ['**/*.hostile.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  // Each file starts its own server processes; the crash test restarts them several times.
  testTimeout: 90_000,
  slowTestThreshold: 30,
};

export default config;
