/**
 * Every format's creation at two sizes (bench/creations.ts), through its endpoint in the stand-in:
 * - spreadsheet calls per created sheet (chained calls counted, builder calls not; at most 60, tested in
 *   test/sheets/creationEstimates.test.ts) and the run estimate createSheets checks (1 s per sheet + 80 ms per call,
 *   under 240 s: docs/rules.md §0.5);
 * - formula text: the characters of the sheet with the most formula text, the mean over the sheets that have
 *   formulas, and the longest single formula (none over 500: test/sheets/creationEstimates.test.ts).
 */
import type { BenchCase } from './types';
import { inFreshWorld } from './world';
import { CREATIONS, formulaCensus } from './creations';
import { SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../src/shared/sheets/limits';

interface Made {
  sheets: number;
  calls: number;
  census: ReturnType<typeof formulaCensus>;
}

const made = new Map<string, Made>();

/** One creation measured once, shared by its rows. */
function measure(c: (typeof CREATIONS)[number]): Made {
  const key = `${c.format} ${c.size}`;
  let m = made.get(key);
  if (!m) {
    const r = inFreshWorld((ss) => {
      const before = ss.getSheets().length;
      c.run();
      return { sheets: ss.getSheets().length - before, census: formulaCensus(ss) };
    });
    m = { sheets: r.value.sheets, calls: r.spreadsheetCalls, census: r.value.census };
    made.set(key, m);
  }
  return m;
}

export const cases: BenchCase[] = CREATIONS.flatMap((c): BenchCase[] => [
  { what: `${c.format}: spreadsheet calls per created sheet`, size: c.size, unit: 'calls/sheet', run: () => (measure(c).calls / measure(c).sheets).toFixed(1) },
  {
    what: `${c.format}: run estimate (1 s/sheet + 80 ms/call)`,
    size: c.size,
    unit: 's',
    run: () => Math.round(measure(c).sheets * SECONDS_PER_SHEET + measure(c).calls * SECONDS_PER_CALL),
  },
  {
    what: `${c.format}: formula characters, largest created sheet`,
    size: c.size,
    unit: 'chars',
    run: () => Math.max(...measure(c).census.map((s) => s.chars)),
  },
  {
    what: `${c.format}: formula characters per created sheet (mean)`,
    size: c.size,
    unit: 'chars',
    run: () => {
      const sheets = measure(c).census.filter((s) => s.chars > 0);
      return Math.round(sheets.reduce((t, s) => t + s.chars, 0) / Math.max(1, sheets.length));
    },
  },
  { what: `${c.format}: longest formula`, size: c.size, unit: 'chars', run: () => Math.max(...measure(c).census.map((s) => s.longest)) },
]);
