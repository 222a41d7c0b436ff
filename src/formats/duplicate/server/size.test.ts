/**
 * Event sizes (README "Sizes"; docs/rules.md §0.5): the defaults' largest one-run event is written in one run; a
 * larger one is written over several runs, each within the 4-minute estimate by the stand-in's own call counter, and
 * ends as an event: every sheet in tab order, the standings shown, the matches counted.
 */
import { createDuplicateTournament } from './endpoints';
import { continueCreation, creationInProgress } from '../../../shared/server/create';
import { EXECUTION_BUDGET_SECONDS, SECONDS_PER_CALL, SECONDS_PER_SHEET } from '../../../shared/sheets/limits';
import { installFakeGas } from '../../../../test/helpers/fakeGas';

const four = (n: number) => two(n).map((t, i) => ({ name: t.name, backgammon: t.players, longGammon: [`L${i}a`, `L${i}b`] as [string, string] }));
const two = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Team ${i + 1}`, players: [`P${i}a`, `P${i}b`] as [string, string] }));

type Gas = ReturnType<typeof installFakeGas>;

/** Estimated seconds of one run, from the counter: 1 s per inserted sheet, 80 ms per other spreadsheet call. */
function runSeconds(gas: Gas, run: () => unknown): { seconds: number; value: unknown } {
  const calls = gas.calls.spreadsheet;
  const inserted = gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0;
  const value = run();
  const sheets = (gas.calls.byName.get('Spreadsheet.insertSheet') ?? 0) - inserted;
  return { seconds: sheets * SECONDS_PER_SHEET + (gas.calls.spreadsheet - calls - sheets) * SECONDS_PER_CALL, value };
}

describe('event sizes', () => {
  it('6 teams of four at the defaults with a final fit one run: nothing left to continue', () => {
    const gas = installFakeGas();
    const { seconds, value } = runSeconds(gas, () => createDuplicateTournament({ title: 'Six', teams: four(6), seed: 's', final: true }));
    expect(seconds).toBeLessThanOrEqual(EXECUTION_BUDGET_SECONDS);
    expect(value).not.toHaveProperty('creating');
  });

  it('10 teams of four with both disciplines and a final are written over several runs, each within the budget, and end complete', () => {
    const gas = installFakeGas();
    const first = runSeconds(gas, () => createDuplicateTournament({ title: 'Ten', teams: four(10), seed: 's', final: true }));
    const result = first.value as { sheets: string[]; creating: { done: number; total: number; complete: boolean } | null };
    expect(result.creating).toMatchObject({ total: result.sheets.length, complete: false });
    const seconds = [first.seconds];
    for (let i = 0; i < 20 && creationInProgress() !== null; i++) seconds.push(runSeconds(gas, () => continueCreation()).seconds);
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    for (const s of seconds) expect(s).toBeLessThanOrEqual(EXECUTION_BUDGET_SECONDS);
    const tabs = gas.book.wrapped.getSheets().map((s) => s.getName());
    // Tab order is the plans' (protocols, dice, standings, final); the result lists the standings first.
    expect(new Set(tabs)).toEqual(new Set(['Sheet1', ...result.sheets]));
    expect(gas.book.wrapped.getActiveSheet().getName()).toBe('Ten Standings');
    expect(gas.book.sheets.some((s) => s.hidden)).toBe(false);
    // The standings read every match: 10 teams, none played yet.
    const standings = gas.book.wrapped.getSheetByName('Ten Standings')!;
    const shown = standings.getDataRange().getDisplayValues().flat();
    expect(shown.filter((v) => /^#(REF|NAME|N\/A|VALUE|ERROR)/.test(v))).toEqual([]);
    for (let t = 1; t <= 10; t++) expect(shown).toContain(`Team ${t}`);
  });
});
