/**
 * The layout's layers are enforced by ESLint (eslint.config.mjs): each case lints a small source as if it sat at a
 * real path of the tree and expects the rule and its message.
 */
import { spawnSync } from 'child_process';
import { join } from 'path';

const root = join(__dirname, '../..');

/** ESLint's config is an ES module, which jest's sandbox cannot import: lint every case in one child node process. */
function lintAll(cases: [string, string][]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const [path, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath: path });
      out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
    }
    console.log(JSON.stringify(out));`;
  const input = JSON.stringify(cases.map(([path, code]) => [join(root, path), code]));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, input], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('ESLint keeps the layers and the formats apart', () => {
  const refused: [string, string, RegExp][] = [
    ['src/formats/ttt/rules/x.ts', 'export const r = Math.random();\n', /no-restricted-properties: .*rules are deterministic/],
    [
      'src/formats/ttt/server/x.ts',
      'export const ss = SpreadsheetApp.getActiveSpreadsheet();\n',
      /no-restricted-properties: .*use activeSpreadsheet\(\) from src\/shared\/server\/auth.ts/,
    ],
    ['src/formats/torres/rules/x.ts', 'export const t = Date.now();\n', /no-restricted-properties: .*rules have no clock/],
    ['src/shared/rules/x.ts', 'export const t = new Date();\n', /no-restricted-syntax: rules have no clock/],
    [
      'src/formats/gbq/sheets/x.ts',
      'export const s = SpreadsheetApp.getActive();\n',
      /no-restricted-globals: .*Apps Script is reached only from a server\/ folder/,
    ],
    ['src/formats/duplicate/functions/x.ts', 'export const s = PropertiesService.getDocumentProperties();\n', /no-restricted-globals/],
    [
      'src/formats/swing/form.ts',
      "import { createSwingSheets } from './server/create';\nexport const f = createSwingSheets;\n",
      /layers\/boundaries: A sidebar form must not import server\//,
    ],
    [
      'src/formats/ttt/form.ts',
      "import { gamesPlan } from './sheets/games';\nexport const f = gamesPlan;\n",
      /layers\/boundaries: A sidebar form must not import sheets\//,
    ],
    [
      'src/formats/ttt/rules/x.ts',
      "import { importResultsIn } from '../server/importResults';\nexport const f = importResultsIn;\n",
      /layers\/boundaries: The rules\/ layer must not import server\//,
    ],
    [
      'src/formats/ttt/rules/x.ts',
      "import { smp } from '../../duplicate/rules/smp';\nexport const f = smp;\n",
      /layers\/boundaries: src\/formats\/ttt must not import another format/,
    ],
    [
      'src/shared/rules/x.ts',
      "import { smp } from '../../formats/duplicate/rules/smp';\nexport const f = smp;\n",
      /layers\/boundaries: src\/shared must not import a format/,
    ],
    ['src/formats/gbq/rules/x.model.ts', 'export const r = Math.random();\n', /no-restricted-properties: .*rules are deterministic/],
    [
      'src/formats/ttt/rules/x.model.ts',
      'export const s = SpreadsheetApp.getActive();\n',
      /no-restricted-globals: .*Apps Script is reached only from a server\/ folder/,
    ],
    ['src/formats/gbq/rules/x.ts', "import { bruteMarks } from './bruteforce.model';\nexport const f = bruteMarks;\n", /layers\/boundaries: .*test oracle/],
    [
      'src/formats/torres/server/x.ts',
      "import { GROUP } from '../sheets/layout';\nexport const g = GROUP;\n",
      /layers\/boundaries: server\/ must not use a sheet's layout/,
    ],
  ];
  const allowed: [string, string][] = [
    ['src/formats/ttt/server/x.ts', "import { tttGames } from '../rules/games';\nexport const s = () => [SpreadsheetApp.getActive(), tttGames];\n"],
    ['src/formats/ttt/form.ts', "import type { CreateRoundRobinInput } from './api';\nexport type I = CreateRoundRobinInput;\n"],
    ['src/formats/duplicate/rules/x.ts', "import { bergerRounds } from '../../../shared/rules/berger';\nexport const f = bergerRounds;\n"],
    ['src/formats/ttt/rules/x.test.ts', "import { importResultsIn } from '../server/importResults';\nexport const f = [importResultsIn, Math.random()];\n"],
    ['src/formats/gbq/rules/x.test.ts', "import { bruteMarks } from './bruteforce.model';\nexport const f = bruteMarks;\n"],
    ['src/formats/torres/server/x.test.ts', "import { GROUP } from '../sheets/layout';\nexport const g = GROUP;\n"],
  ];
  const results = lintAll([...refused.map(([p, c]): [string, string] => [p, c]), ...allowed]);

  it.each(refused.map((c, i) => [...c, i] as const))('%s: %s is refused', (_path, _code, expected, i) => {
    expect(results[i].join('\n')).toMatch(expected);
  });

  it.each(allowed.map((c, i) => [...c, refused.length + i] as const))('%s is allowed', (_path, _code, i) => {
    expect(results[i]).toEqual([]);
  });
});
