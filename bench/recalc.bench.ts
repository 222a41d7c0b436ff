/**
 * Recalculation per created workbook (issue 24), every format at a small size and the largest accepted
 * (bench/recalc.ts): formula cells, the cells their references cover, formula characters, and the stand-in's
 * recalculation time (CPU) after one typed result (goal: < 300 ms for the largest event of every format).
 * `node scripts/bench.mjs recalc` runs these rows only.
 */
import type { BenchCase } from './types';
import { measureRecalc, RECALC_CASES } from './recalc';

export const RECALC_GOAL_MS = 300;

export const cases: BenchCase[] = RECALC_CASES.flatMap((c): BenchCase[] => [
  { what: `${c.format}: formula cells, whole workbook`, size: c.size, unit: 'cells', run: () => measureRecalc(c).formulas },
  { what: `${c.format}: cells read by its formulas`, size: c.size, unit: 'cells', run: () => measureRecalc(c).referenced },
  { what: `${c.format}: formula characters, whole workbook`, size: c.size, unit: 'chars', run: () => measureRecalc(c).chars },
  {
    what: `${c.format}: recalculation after one typed result (goal < ${RECALC_GOAL_MS} ms)`,
    size: c.size,
    unit: 'ms CPU, median of 5',
    run: () => measureRecalc(c).recalcMs.toFixed(1),
  },
]);
