import type { Config } from 'jest';

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '\\.(css|scss)$': 'identity-obj-proxy',
  '\\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|woff2?)$': '<rootDir>/src/test/fileMock.ts',
};

const config: Config = {
  // Generous per-test limit: CI machines are small (2 cores) and the suites run in parallel.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'ui',
      testEnvironment: '<rootDir>/src/test/jsdomEnvironment.js',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      moduleNameMapper,
      // Some dependencies ship ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(react-router|react-router-dom)/)'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper,
    },
  ],
};

export default config;
