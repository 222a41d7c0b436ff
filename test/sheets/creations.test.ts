/**
 * Every format's creation at its smallest and largest size (bench/creations.ts), built once and checked for:
 * - calls (src/shared/sheets/limits.ts): at most 60 spreadsheet calls per created sheet, chained calls included, and
 *   calls × 80 ms plus a second per sheet under the 4-minute budget, so a creation stays well inside Apps Script's
 *   6 minutes;
 * - formulas (docs/rules.md §0.3, §0.6): none over 500 characters, so a TD who clicks a cell can read it (a Next step
 *   line keeps to its own limit, which nextStepFormula enforces).
 */
import { asSpreadsheet, installFakeGas } from '../helpers/fakeGas';
import { CREATIONS, formulaCensus } from '../../bench/creations';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../../src/shared/sheets/limits';

const FORMULA_LIMIT = 500;

describe('each creation at its smallest and largest size', () => {
  it.each(CREATIONS.map((c) => [`${c.format}, ${c.size}`, c] as const))('%s', (_label, creation) => {
    const gas = installFakeGas();
    const before = gas.book.getSheets().length;
    const calls = gas.calls.measureSpreadsheet(() => creation.run());
    const sheets = gas.book.getSheets().length - before;
    expect(sheets).toBeGreaterThan(0);
    expect({ perSheet: calls / sheets <= 60, calls, sheets }).toEqual({ perSheet: true, calls, sheets });
    expect(sheets * SECONDS_PER_SHEET + calls * SECONDS_PER_CALL).toBeLessThan(EXECUTION_BUDGET_SECONDS);

    const census = formulaCensus(asSpreadsheet(gas));
    expect(census.length).toBeGreaterThan(0);
    const over = census.filter((s) => s.longest > FORMULA_LIMIT).map((s) => `${s.sheet}!${s.longestAt}: ${s.longest} characters`);
    expect(over).toEqual([]);
  });
});
