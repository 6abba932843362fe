import path from 'node:path';
import type { Config } from 'jest';

/**
 * `npm run test:hostile`: the crash test and the hostile-input tests, each against the real
 * server started as `npm start` starts it (SERVER_NODE_ARGS) on a throwaway data folder.
 * Kept out of `npm test` (CI runs it as its own step).
 */
const config: Config = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'hostile',
  testEnvironment: 'node',
  roots: ['<rootDir>/server/hostile'],
  testMatch: ['**/*.hostile.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  // Each file starts its own server processes; the crash test restarts them several times.
  testTimeout: 90_000,
  slowTestThreshold: 30,
};

export default config;
