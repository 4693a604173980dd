/** Jest runs the TypeScript sources as ES modules (NestJS 12 is ESM-only; see shared STACK notes). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // Generous: a test waits for conditions, so a busy machine makes it slower, not red.
  testTimeout: 120_000,
  // Two test files at a time: most of a file's time is spent waiting (PostgreSQL, a started server,
  // SMTP and HTTP receivers), so two share 2 cores well. Jest's own default there is one (cores - 1).
  maxWorkers: 2,
  // One id per run: the migrated template databases of test/support/database.ts are the run's own.
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};
