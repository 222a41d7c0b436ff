import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', performance: 'readonly', process: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', document: 'readonly', window: 'readonly', google: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['sidebar/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { property: 'innerHTML', message: 'render text with textContent (sidebar/dom.ts el())' },
        { property: 'outerHTML', message: 'render text with textContent (sidebar/dom.ts el())' },
        { property: 'insertAdjacentHTML', message: 'render text with textContent (sidebar/dom.ts el())' }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'SpreadsheetApp', 'HtmlService', 'LockService', 'PropertiesService', 'Session', 'Utilities'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'core is deterministic: take a seeded Rng' }, { object: 'Date', property: 'now', message: 'core has no clock' }],
    },
  },
);
