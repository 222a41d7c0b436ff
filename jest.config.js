/** Unit, sheet, server and dist tests: beside the code in src/ (and dev/), plus test/. The browser tests (test/e2e) run through scripts/test.mjs. */
const { cpus } = require('node:os');

module.exports = {
  // Jest's default (cores − 1) leaves one worker on a 2-core machine while the main thread idles.
  maxWorkers: Math.max(2, cpus().length - 1),
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/dev', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/scripts/jest-transform.cjs' },
  transformIgnorePatterns: ['/node_modules/'],
};
