/**
 * The CLI tests run the built command (`node cli/bin/rentals.js ...`) as a child process, against a
 * fresh PostgreSQL database (DATABASE_URL's server) and against the embedded database. Jest runs the
 * TypeScript tests as ES modules, like the backend's.
 */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  // Generous: a test runs many CLI processes that each boot Nest; a busy machine makes it slower, not red.
  testTimeout: 300_000,
  // The suites share the machine's CPU with child processes (server, CLI); run them one at a time.
  maxWorkers: 1,
  // One id per run: the migrated template database of test/support/postgres.ts is the run's own.
  globalSetup: '<rootDir>/../backend/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/../backend/test/support/global-teardown.mjs',
};
