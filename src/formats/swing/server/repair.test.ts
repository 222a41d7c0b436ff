/**
 * A log that survives people (issue point 4): notes outside the log's columns are ignored; a blank row inside the
 * log, a broken row, or a row the rules refuse is listed as damage (row, problem, fix) instead of stopping
 * everything; undo can remove a broken last row; and both sheets stay protected (warning only) as they grow.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { createSwing, getSwingStatus, recordSwingResult, resyncSwing, setSwingPlayerStatus, undoSwingResult } from './endpoints';
import { LOG_FIRST_ROW, START_ROW } from '../sheets/layout';
import { SWING_MAIN } from '../sheets/plan';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const sheet = 'Club';
const logName = 'Club log';

let gas: FakeGas;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: T0 + 36_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  gas.execute(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'], anteMinutes: 0, seed: 's' }));
});
afterEach(() => jest.useRealTimers());

const run = <T>(fn: () => T): T => gas.execute(fn);
const log = () => gas.book.sheet(logName);
const result = (match: string, winner: string, loser: string, minute: number) =>
  run(() => recordSwingResult({ sheet, match, winner, loser, time: at(minute) }));
/** Three results: A Ann–Bob (rows 13), B Cid–Dan (14), C Eve–Fay (15). */
const three = () => {
  result('A', 'Ann', 'Bob', 1);
  result('B', 'Cid', 'Dan', 2);
  result('C', 'Eve', 'Fay', 3);
};

describe('notes outside the log', () => {
  it('a note typed right of the log and its Check ("note" in N20) is ignored, and postings land right below the log', () => {
    log().getRange('N20').setValue('note');
    log().getRange('O13').setValue('tea at 4');
    three();
    expect(
      log()
        .getRange(`A${LOG_FIRST_ROW}:C${LOG_FIRST_ROW + 3}`)
        .getValues(),
    ).toEqual([
      ['result', '2026-05-02T09:01:00Z', 'Ann'],
      ['result', '2026-05-02T09:02:00Z', 'Cid'],
      ['result', '2026-05-02T09:03:00Z', 'Eve'],
      ['', '', ''],
    ]);
    expect(run(() => getSwingStatus({ sheet })).damage).toEqual([]);
    expect(log().getRange('N20').getValue()).toBe('note');
  });
});

describe('damaged rows', () => {
  it('a cleared middle row is listed with what to fix and skipped; undo still works; deleting the row repairs the log', () => {
    three();
    log().getRange('A14:G14').clearContent(); // someone cleared B's result
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage).toEqual([
      {
        row: 14,
        cells: ['', '', '', '', '', '', ''],
        problem: 'the row is blank, but rows below it are not',
        fix: 'Delete the empty row (select the row number, right-click → Delete), or type back the posting that was there.',
      },
    ]);
    expect(s.results).toBe(2); // the damaged row is skipped, A and C are replayed
    const undone = run(() => undoSwingResult({ sheet, confirmed: true }));
    expect(undone.undone).toBe('Eve beat Fay in match C (single, 09:03)');
    expect(undone.damage).toEqual([]); // the blank row is now the end of the log
    expect(run(() => getSwingStatus({ sheet })).results).toBe(1);
    result('B', 'Cid', 'Dan', 5); // written in row 14 again
    expect(log().getRange('A14:C14').getValues()[0]).toEqual(['result', '2026-05-02T09:05:00Z', 'Cid']);
  });

  it('a broken last row (a note typed into the log) is listed, and undo removes it', () => {
    three();
    log().getRange('A16').setValue('note: Bob left early');
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage.map((d) => [d.row, d.problem])).toEqual([[16, "type 'note: Bob left early' is not result, leaving, back, start, pause, resume"]]);
    expect(s.results).toBe(3);
    // the damaged row no longer blocks postings (this one fails on its own, not on the damage)
    expect(() => result('D', 'Ann', 'Cid', 6)).not.toThrow(/damaged/);
    const undone = run(() => undoSwingResult({ sheet, confirmed: true }));
    expect(undone.undone).toBe(`the damaged row 16 of '${logName}' (type 'note: Bob left early' is not result, leaving, back, start, pause, resume)`);
    expect([undone.damage, undone.results, undone.posted]).toEqual([[], 3, 3]);
    expect(log().getRange('A16').getValue()).toBe('');
  });

  it('a row the rules refuse is listed with their reason and skipped; correcting the row repairs the log', () => {
    three();
    log().getRange('C14').setValue('Ann'); // B was Cid–Dan: "Ann beat Dan" in match B cannot be
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage.map((d) => [d.row, d.problem, d.cells.slice(0, 4)])).toEqual([
      [14, 'match B is Cid–Dan, not Ann–Dan', ['result', '2026-05-02T09:02:00Z', 'Ann', 'Dan']],
    ]);
    expect(s.damage[0].fix).toMatch(/^Correct this row to what was played, or delete it; it is left out of the replay/);
    expect(s.results).toBe(2); // the refused row is skipped, A and C are replayed
    log().getRange('C14').setValue('Cid');
    expect(run(() => getSwingStatus({ sheet }))).toMatchObject({ damage: [], results: 3 });
  });

  it('a run of blank rows is one damage, and a note below the log is another', () => {
    three();
    log().getRange('A20').setValue('note');
    expect(run(() => getSwingStatus({ sheet })).damage.map((d) => [d.row, d.problem])).toEqual([
      [16, 'rows 16–19 are blank, but rows below them are not'],
      [20, "type 'note' is not result, leaving, back, start, pause, resume"],
    ]);
  });

  it('re-sync writes the grid of the log up to the damage, and reports it', () => {
    three();
    log().getRange('B15').setValue('later');
    const s = run(() => resyncSwing({ sheet }));
    expect(s.damage.map((d) => d.row)).toEqual([15]);
    expect(
      gas.book
        .sheet(sheet)
        .getRange(`B${START_ROW + 1}:B${START_ROW + 3}`)
        .getValues(),
    ).toEqual([['A'], ['B'], ['']]);
  });
});

describe('protections (warning only) grow with the sheets', () => {
  const metadata = (key: string, value: number) => gas.book.sheet(sheet).addDeveloperMetadata(key, String(value));
  const ranges = (name: string) => gas.book.sheet(name).protections.map((p) => [p.a1, p.warningOnly]);

  it('the log rows are protected from the start, and the rows added when the log grows are protected too', () => {
    expect(ranges(logName)).toEqual([['A1:M512', true]]);
    metadata(SWING_MAIN.keys.logRows, 14); // as if the log had filled its protected rows
    result('A', 'Ann', 'Bob', 1);
    expect(ranges(logName)).toEqual([['A1:M512', true]]);
    result('B', 'Cid', 'Dan', 2);
    expect(ranges(logName)).toHaveLength(1);
    result('C', 'Eve', 'Fay', 3); // row 15 > 14: rows 15 … 515 are protected too
    expect(ranges(logName)).toEqual([
      ['A1:M512', true],
      ['A15:M515', true],
    ]);
  });

  it('the grid keeps its protection as it grows, and the chart spans the rows in use', () => {
    const main = gas.book.sheet(sheet);
    expect(ranges(sheet)).toEqual([['A13:P214', true]]);
    metadata(SWING_MAIN.keys.gridRows, START_ROW + 1);
    result('A', 'Ann', 'Bob', 1);
    result('B', 'Cid', 'Dan', 2); // grid row 2 is sheet row 16 > 15
    expect(ranges(sheet)).toEqual([
      ['A13:P214', true],
      ['A16:P516', true],
    ]);
    expect(main.getMaxRows()).toBeGreaterThanOrEqual(516);
    expect(main.charts.map((c) => c.ranges)).toEqual([["'Club'!A13:A16", "'Club'!K13:P16"]]);
  });
});

describe('a slip in one cell of a log row stays on its row', () => {
  // [slip, cell of row 14 (B: Cid beat Dan), value typed, words the problem must contain]
  const slips: [string, string, string | number, string][] = [
    ['unknown player', 'C14', 'Zed', 'Zed'],
    ['bad cube', 'E14', 3, '3'],
    ['bad kind', 'F14', 'doubble', 'doubble'],
    ['a time in the wrong form', 'B14', '9:02', '9:02'],
  ];
  it.each(slips)('%s: reported at its row, skipped in the replay (count 1), the other rows replayed, postings go on', (_label, cell, value, words) => {
    three();
    log().getRange(cell).setValue(value);
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage).toHaveLength(1);
    expect(s.damage[0].row).toBe(14);
    expect(s.damage[0].problem).toContain(words);
    expect(s.results).toBe(2); // A and C
    // the next posting is not blocked by the damaged row
    const next = run(() => setSwingPlayerStatus({ sheet, player: 'Ann', leaving: true, time: at(4) }));
    expect(next.damage.map((d) => d.row)).toEqual([14]);
    expect(log().getRange('A16').getValue()).toBe('leaving');
  });
});
