/** Unit, sheet, server and dist tests: beside the code in src/ (and dev/), plus test/. The browser tests (test/e2e) run through scripts/test.mjs. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/dev', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/scripts/jest-transform.cjs' },
  transformIgnorePatterns: ['/node_modules/'],
};
