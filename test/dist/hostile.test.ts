/**
 * Every endpoint of the built bundle against hostile input (docs/rules.md §0.3: a refusal names what to fix, and
 * never shows NaN, undefined, [object Object] or Infinity; no internal exception reaches the TD). The world is the
 * preview's demo (every format built through the add-on's own endpoints), so sheet names in the inputs are real and
 * the checks run deep. Inputs are random objects over the field names the formats' api.ts files declare, with hostile
 * values (NaN and Infinity cannot cross google.script.run, so they are not sent; huge numbers, -0, odd strings are).
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PreviewWorld } from '../../dev/preview/world';
import { loadDemo } from '../../dev/preview/demo';
import { builtGlobals, DIST } from '../helpers/dist';

const SRC = join(__dirname, '../../src');
const apiFiles = [join(SRC, 'shared/api.ts'), ...readdirSync(join(SRC, 'formats')).map((f) => join(SRC, 'formats', f, 'api.ts'))];
const FIELDS = [...new Set(apiFiles.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1])))].sort();

/** What a TD must never see in a message. */
const LEAK = /\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b|Cannot read prop|is not a function|is not iterable|Maximum call stack/;

/** The part of a message around what leaked. */
function context(message: string): string {
  const at = message.search(LEAK);
  return JSON.stringify(at < 0 ? message.slice(0, 200) : message.slice(Math.max(0, at - 120), at + 60));
}

const NOT_ENDPOINTS = new Set(['onOpen', 'onInstall', 'showSidebar']);

describe('every endpoint refuses hostile input in words a TD can act on', () => {
  const world = new PreviewWorld(DIST);
  const report = loadDemo(world);
  const sheets = world.sheetNames();
  const endpoints = builtGlobals()
    .filter((g) => !g.custom && !NOT_ENDPOINTS.has(g.name))
    .map((g) => g.name);

  // No "NaN" or "undefined" among the texts: a refusal that quotes what was sent would look like a leak.
  const hostileText = fc.constantFrom('', '   ', '__proto__', 'constructor', '=1+1', "'", 'x'.repeat(2000), '-1', '1e309', '0x10', '💥', 'W4', '1O5', '98,7');
  const hostileNumber = fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53, 7, 1e6);
  const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null), fc.constantFrom(...sheets), fc.string({ maxLength: 8 }));
  const value = fc.oneof(leaf, fc.array(leaf, { maxLength: 4 }), fc.array(fc.array(leaf, { maxLength: 3 }), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...FIELDS), leaf, { maxKeys: 3 }));
  const input = fc.oneof(
    { weight: 1, arbitrary: fc.oneof(leaf, fc.constant(undefined), fc.array(leaf, { maxLength: 2 })) },
    { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 6 }) },
  );

  it('builds the demo world', () => {
    expect(report.failed).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(20);
  });

  it('answers every hostile call with a result or a clean refusal', () => {
    const leaks: string[] = [];
    for (const name of endpoints) {
      fc.assert(
        fc.property(input, (arg) => {
          const out = world.run(name, arg === undefined ? [] : [arg]);
          if (!out.ok && (LEAK.test(out.error) || out.error.trim() === '')) leaks.push(`${name}(${String(JSON.stringify(arg)).slice(0, 200)}) → ${context(out.error)}`);
          if (out.ok && LEAK.test(JSON.stringify(out.value) ?? '')) leaks.push(`${name}(${String(JSON.stringify(arg)).slice(0, 200)}) returned ${JSON.stringify(out.value).slice(0, 300)}`);
        }),
        { numRuns: 30, seed: Number(process.env.HOSTILE_SEED ?? 20261127) },
      );
    }
    expect(leaks).toEqual([]);
  });
});
