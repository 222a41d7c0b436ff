/** Browser tests: the preview driven in Debian's Chromium by playwright-core (run by scripts/test.mjs). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/scripts/jest-transform.cjs' },
  testTimeout: 90_000,
  maxWorkers: 1,
};
