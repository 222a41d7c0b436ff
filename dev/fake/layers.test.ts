/**
 * The modules of the fake import one another in one direction only: no module reaches itself again through
 * its imports (type-only imports and re-exports included).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const DIR = __dirname;

function localImports(file: string): string[] {
  const text = readFileSync(join(DIR, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'\.\/([\w.-]+)'/gm)) out.push(`${m[1]}.ts`);
  for (const m of text.matchAll(/^\s*import\s+'\.\/([\w.-]+)'/gm)) out.push(`${m[1]}.ts`);
  return out;
}

/** Every cycle's modules, as found by a depth-first walk (empty when the graph is acyclic). */
export function importCycles(files: string[], importsOf: (file: string) => string[]): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const walk = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    for (const next of importsOf(file)) if (files.includes(next)) walk(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const f of files) walk(f, []);
  return cycles;
}

describe('dev/fake module layers', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('finds the modules and their imports', () => {
    expect(files).toEqual(expect.arrayContaining(['sheet.ts', 'spreadsheet.ts', 'range.ts', 'cells.ts']));
    expect(localImports('spreadsheet.ts')).toContain('sheet.ts');
  });

  it('has no import cycle, direct or through a chain', () => {
    expect(importCycles(files, localImports).map((c) => c.map((f) => basename(f, '.ts')).join(' → '))).toEqual([]);
  });

  it('the cycle finder sees a cycle through a chain', () => {
    const graph: Record<string, string[]> = { 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'] };
    expect(importCycles(Object.keys(graph), (f) => graph[f])).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
