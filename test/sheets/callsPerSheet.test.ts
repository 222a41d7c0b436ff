/**
 * Creations stay well inside Apps Script's 6 minutes (src/shared/sheets/limits.ts): every format's creation at its
 * smallest and largest size (bench/creations.ts) makes at most 60 spreadsheet calls per created sheet, chained calls
 * included, and its calls × 80 ms plus a second per sheet stay under the 4-minute budget.
 */
import { installFakeGas } from '../helpers/fakeGas';
import { CREATIONS } from '../../bench/creations';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../../src/shared/sheets/limits';

describe('spreadsheet calls per created sheet', () => {
  it.each(CREATIONS.map((c) => [`${c.format}, ${c.size}`, c] as const))('%s', (_label, creation) => {
    const gas = installFakeGas();
    const before = gas.book.getSheets().length;
    const calls = gas.calls.measureSpreadsheet(() => creation.run());
    const sheets = gas.book.getSheets().length - before;
    expect(sheets).toBeGreaterThan(0);
    expect({ perSheet: calls / sheets <= 60, calls, sheets }).toEqual({ perSheet: true, calls, sheets });
    expect(sheets * SECONDS_PER_SHEET + calls * SECONDS_PER_CALL).toBeLessThan(EXECUTION_BUDGET_SECONDS);
  });
});
