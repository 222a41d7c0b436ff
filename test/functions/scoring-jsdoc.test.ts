/** The custom-function contract (docs/rules.md §0.3): JSDoc right above each export, @param names = signature names. */
import { readFileSync } from 'fs';
import { join } from 'path';

const FUNCTIONS: [string, string[]][] = [
  ['TTTSCORE', ['result', 'scoring', 'view']],
  ['TTTSTANDINGS', ['first', 'second', 'results', 'scoring', 'removed']],
  ['TTTTIMEOUT', ['wins', 'gammons', 'backgammons', 'scoring']],
  ['SMP', ['outcome', 'cube']],
  ['IMP', ['points', 'table']],
  ['VP', ['imp_difference', 'games']],
];

const FORMAT: Record<string, string> = { TTTSCORE: 'ttt', TTTSTANDINGS: 'ttt', TTTTIMEOUT: 'ttt', SMP: 'duplicate', IMP: 'duplicate', VP: 'duplicate' };

describe.each(FUNCTIONS)('%s source', (name, params) => {
  const source = readFileSync(join(__dirname, '../../src/formats', FORMAT[name], 'functions', `${name.toLowerCase()}.ts`), 'utf8');
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nexport function ${name}\\(([^)]*)\\): Result \\{`).exec(source);

  it('has a JSDoc block immediately before `export function NAME(...): Result`', () => {
    expect(match).not.toBeNull();
  });

  it('documents every argument, in order, under its signature name, with @return and @customfunction', () => {
    const [, doc, signature] = match as RegExpExecArray;
    const signatureNames = signature.split(',').map((p) => p.trim().split(/[?:]/)[0]);
    expect(signatureNames).toEqual(params);
    const docNames = [...doc.matchAll(/@param \{[^}]+\} (\w+) \S/g)].map((m) => m[1]);
    expect(docNames).toEqual(params);
    expect(doc).toMatch(/@return \{[^}]+\} \S/);
    expect(doc).toMatch(/@customfunction/);
    const firstLine = doc.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim()).filter(Boolean)[0];
    expect(firstLine).not.toMatch(/^@/);
    const optional = signature.split(',').map((p) => p.includes('?'));
    expect(optional[0]).toBe(false);
  });
});
