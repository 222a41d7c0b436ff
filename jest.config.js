/** Unit, sheet, gas and dist tests. The browser tests (test/e2e) run through scripts/test.mjs. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2021' } }] },
  transformIgnorePatterns: ['/node_modules/'],
};
