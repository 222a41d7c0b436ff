/**
 * The custom-function contract (docs/rules.md §0.3) for all ten custom functions: JSDoc right above each export,
 * @param names = signature names in order, @return and @customfunction present, the first line a description.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

const FUNCTIONS: [string, string, string[]][] = [
  ['TTTSCORE', 'ttt', ['result', 'scoring', 'view']],
  ['TTTSTANDINGS', 'ttt', ['first', 'second', 'results', 'scoring', 'removed', 'status', 'mini', 'players']],
  ['TTTTIMEOUT', 'ttt', ['wins', 'gammons', 'backgammons', 'scoring']],
  ['SMP', 'duplicate', ['outcome', 'cube']],
  ['IMP', 'duplicate', ['points', 'table']],
  ['VP', 'duplicate', ['imp_difference', 'games']],
  ['GBQ', 'gbq', ['tps', 'games', 'qualifiers', 'win_tp', 'loss_tp', 'reference', 'step']],
  ['GBQSTATUS', 'gbq', ['players', 'tps', 'games', 'total_games', 'qualifiers', 'remaining_first', 'remaining_second', 'win_tp', 'loss_tp', 'remaining_games']],
  ['TORRESRANK', 'torres', ['results', 'elo', 'vp_by_place', 'elo_order', 'status']],
  ['DUPSTATUS', 'duplicate', ['teams', 'team_a', 'team_b', 'vp_a', 'vp_b', 'imp_a', 'imp_b', 'places', 'hold', 'finalist_1', 'finalist_2']],
];
const SRC = join(__dirname, '../../src/formats');

it('lists every custom function the formats export (an uppercase exported function in a functions/ folder)', () => {
  const found = readdirSync(SRC).flatMap((format) => {
    const dir = join(SRC, format, 'functions');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    } catch {
      return [];
    }
    return files.flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/^export function ([A-Z][A-Z0-9]*)\(/gm)].map((m) => m[1]));
  });
  expect(found.sort()).toEqual(FUNCTIONS.map(([name]) => name).sort());
});

describe.each(FUNCTIONS)('%s source', (name, format, params) => {
  const source = readFileSync(join(SRC, format, 'functions', `${name.toLowerCase()}.ts`), 'utf8');
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nexport function ${name}\\(([^)]*)\\): Result \\{`).exec(source);

  it('has a JSDoc block immediately before `export function NAME(...): Result`', () => {
    expect(match).not.toBeNull();
  });

  it('documents every argument, in order, under its signature name, with @return and @customfunction', () => {
    const [, doc, signature] = match as RegExpExecArray;
    const parts = signature
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    expect(parts.map((p) => p.split(/[?:]/)[0])).toEqual(params);
    const docNames = [...doc.matchAll(/@param \{[^}]+\} (\w+) \S/g)].map((m) => m[1]);
    expect(docNames).toEqual(params);
    expect(doc).toMatch(/@return \{[^}]+\} \S/);
    expect(doc).toMatch(/@customfunction/);
    const firstLine = doc
      .split('\n')
      .map((l) => l.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)[0];
    expect(firstLine).not.toMatch(/^@/);
    expect(parts[0].includes('?')).toBe(false);
  });
});
