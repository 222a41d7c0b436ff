import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const APPS_SCRIPT = ['SpreadsheetApp', 'HtmlService', 'LockService', 'PropertiesService', 'Session', 'Utilities', 'CacheService', 'ScriptApp'];
const TEST_FILES = ['**/*.test.ts', '**/testHelpers.ts', '**/*.bench.ts'];
/** Test oracles (`*.model.ts`): as pure as the layer they sit in, and imported only by tests and benches. */
const MODEL = /\.model\.ts$/;
/** A format's layout constants (rows, columns of its sheets): read and written only by its sheets/ modules. */
const LAYOUT = /\/sheets\/\w*[lL]ayout\.ts$/;

/**
 * Where a source file sits in the layout (docs in README "Layout"): its format (or "shared") and its layer
 * (rules, functions, sheets, server, form, api), from its path under src/.
 */
function place(file) {
  const rel = relative(root, file).split(sep).join('/');
  let m = /^src\/formats\/([^/]+)\/(?:(rules|functions|sheets|server)\/|(form|panel|api)\.ts$)/.exec(rel);
  if (m) return { format: m[1], layer: m[2] ?? (m[3] === 'api' ? 'api' : 'form') };
  m = /^src\/formats\/([^/]+)\//.exec(rel);
  if (m) return { format: m[1], layer: 'other' };
  m = /^src\/shared\/(rules|functions|sheets|server)\//.exec(rel);
  if (m) return { format: 'shared', layer: m[1] };
  if (/^src\/shared\//.test(rel)) return { format: 'shared', layer: 'api' };
  return null;
}

/** Which layers each layer may import (the one-way flow: form → api; server → sheets/functions → rules). */
const MAY_IMPORT = {
  rules: ['rules', 'api'],
  functions: ['functions', 'rules', 'api'],
  sheets: ['sheets', 'rules', 'api'],
  server: ['server', 'sheets', 'functions', 'rules', 'api'],
  form: ['form', 'rules', 'api'],
  api: ['api'],
  other: ['rules', 'functions', 'sheets', 'server', 'form', 'api', 'other'],
};

/** A local rule: the layers and formats of the layout, checked on resolved import paths. */
const layers = {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = place(context.filename);
        if (!from) return {};
        // Tests, test helpers and bench files may reach across layers, never across formats.
        const isTest = /(\.test|\.model|\.bench|testHelpers)\.ts$/.test(context.filename);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const base = join(dirname(context.filename), spec);
          const target = existsSync(base + '.ts') || !existsSync(base) ? base + '.ts' : join(base, 'index.ts');
          const to = place(target);
          if (!to) return;
          if (MODEL.test(target) && !isTest) {
            context.report({
              node,
              message: `${spec} is a test oracle (*.model.ts): run-time code must not import it; move what it needs into a run-time module.`,
            });
            return;
          }
          if (from.layer === 'server' && !isTest && LAYOUT.test(target.split(sep).join('/'))) {
            context.report({
              node,
              message: `server/ must not use a sheet's layout (${spec}): parse the sheet with its sheets/ module and write with a plan or a SheetEdit.`,
            });
            return;
          }
          if (from.format !== 'shared' && to.format !== 'shared' && to.format !== from.format) {
            context.report({ node, message: `src/formats/${from.format} must not import another format (${spec}); move what both need to src/shared/.` });
          } else if (from.format === 'shared' && to.format !== 'shared') {
            context.report({ node, message: `src/shared must not import a format (${spec}).` });
          } else if (!isTest && !MAY_IMPORT[from.layer].includes(to.layer)) {
            context.report({
              node,
              message: `${from.layer === 'form' ? 'A sidebar form' : `The ${from.layer}/ layer`} must not import ${to.layer}/ (${spec}): data flows form → api, server → sheets/functions → rules.`,
            });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};

const noAppsScript = APPS_SCRIPT.map((name) => ({ name, message: 'Apps Script is reached only from a server/ folder.' }));

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'release/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        performance: 'readonly',
        process: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        document: 'readonly',
        window: 'readonly',
        google: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['sidebar/**/*.ts', 'src/formats/*/form.ts', 'src/formats/*/panel.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'render text with textContent (sidebar/dom.ts el())' },
        { property: 'outerHTML', message: 'render text with textContent (sidebar/dom.ts el())' },
        { property: 'insertAdjacentHTML', message: 'render text with textContent (sidebar/dom.ts el())' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/boundaries': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [...TEST_FILES, 'src/**/server/**', 'src/main.ts', 'src/publish.ts'],
    rules: { 'no-restricted-globals': ['error', ...noAppsScript] },
  },
  {
    files: ['src/formats/*/rules/**/*.ts', 'src/shared/rules/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'rules are deterministic: take a seeded Rng' },
        { object: 'Date', property: 'now', message: 'rules have no clock: take the time as an argument' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'rules have no clock: take the time as an argument' },
      ],
    },
  },
  {
    // Every endpoint reaches the spreadsheet through activeSpreadsheet(), which checks the TD's permissions first
    // (src/shared/server/auth.ts; docs/rules.md §0.3).
    files: ['src/**/*.ts'],
    // (Rules and the sidebar's forms and panels set no-restricted-properties of their own and cannot reach Apps Script.)
    ignores: [
      ...TEST_FILES,
      'src/shared/server/auth.ts',
      'src/formats/*/rules/**/*.ts',
      'src/shared/rules/**/*.ts',
      'src/formats/*/form.ts',
      'src/formats/*/panel.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'SpreadsheetApp',
          property: 'getActiveSpreadsheet',
          message: 'use activeSpreadsheet() from src/shared/server/auth.ts (it checks the permissions first)',
        },
      ],
    },
  },
);
