/**
 * Formula text per created sheet, every format at two sizes (bench/creations.ts): the characters of the sheet with
 * the most formula text, the average over the creation's sheets, and the longest single formula (docs/rules.md §0.3:
 * a TD who clicks a cell can read it; none over 500 characters, tested in test/sheets/formulaLength.test.ts).
 */
import type { BenchCase } from './types';
import { inFreshWorld } from './world';
import { CREATIONS, formulaCensus } from './creations';

const census = (run: () => unknown) => inFreshWorld((ss) => (run(), formulaCensus(ss))).value;

export const cases: BenchCase[] = CREATIONS.flatMap((c): BenchCase[] => [
  {
    what: `${c.format}: formula characters, largest created sheet`,
    size: c.size,
    unit: 'chars',
    run: () => Math.max(...census(c.run).map((s) => s.chars)),
  },
  {
    what: `${c.format}: formula characters per created sheet (mean)`,
    size: c.size,
    unit: 'chars',
    run: () => {
      const sheets = census(c.run).filter((s) => s.chars > 0);
      return Math.round(sheets.reduce((t, s) => t + s.chars, 0) / Math.max(1, sheets.length));
    },
  },
  { what: `${c.format}: longest formula`, size: c.size, unit: 'chars', run: () => Math.max(...census(c.run).map((s) => s.longest)) },
]);
