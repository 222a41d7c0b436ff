/**
 * Hostile-run findings on the swing endpoints, as regression tests:
 * - a setting of the log typed over (12:30 in Start, a word for the chips, a label changed): the read-only status
 *   still answers and lists the damaged cell with what belongs there (the panel's "Log repair"); postings, undo,
 *   re-sync and publishing refuse with a message naming the sheet and the cell; clearing the cell repairs it;
 * - a posting that needs the grid to grow in a spreadsheet near 10,000,000 cells is refused before anything is
 *   written: neither the log nor the main sheet changes (the stand-in enforces the limit as Sheets does).
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { MAX_CELLS } from '../../../../dev/fake/limits';
import { publishFrom, EXTRACTORS } from '../../../publish';
import {
  createSwing,
  getSwingStatus,
  pauseSwingClock,
  recordSwingResult,
  resyncSwing,
  setSwingPlayerStatus,
  startSwingClock,
  undoSwingResult,
} from './endpoints';
import { SWING_MAIN } from '../sheets/plan';
import { START_ROW } from '../sheets/layout';

const T0 = Date.parse('2026-05-02T09:00:00.000Z');
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const sheet = 'Club';

let gas: FakeGas;
beforeEach(() => {
  gas = installFakeGas();
  jest.useFakeTimers({ now: T0 + 3_600_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  gas.execute(() => createSwing({ title: sheet, players: ['Ann', 'Bob', 'Cid', 'Dan'], seed: 's' }));
  run(() => startSwingClock({ sheet, time: at(0) }));
  run(() => recordSwingResult({ sheet, match: 'A', winner: 'Ann', loser: 'Bob', time: at(5) }));
});
afterEach(() => jest.useRealTimers());

const run = <T>(fn: () => T): T => gas.execute(fn);
const log = () => gas.book.sheet('Club log');
const snapshot = () => JSON.stringify([log().getDataRange().getValues(), gas.book.sheet(sheet).getDataRange().getValues()]);
const publish = () =>
  run(() => publishFrom(gas.book.wrapped as unknown as GoogleAppsScript.Spreadsheet.Spreadsheet, { sheet, format: 'text' }, EXTRACTORS, () => '2026-05-02'));

describe('a setting of the log typed over', () => {
  it('12:30 typed in Start: status answers and lists the cell; every write and publishing refuse naming it; clearing it repairs', () => {
    log().getRange('B9').setValue('12:30');
    const before = snapshot();
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage).toEqual([
      {
        row: 9,
        cells: ['Start', '1899-12-30T12:30:00.000Z', '', '', '', '', ''],
        problem: 'the setting Start ("Club log" B9) reads a time of day without a date',
        fix: 'Clear it: the clock was started by row 13 of the log, so this cell stays blank.',
      },
    ]);
    expect(s.posted).toBe(2);
    const named = /"Club log" B9/;
    expect(() => run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }))).toThrow(named);
    expect(() => run(() => setSwingPlayerStatus({ sheet, player: 'Cid', leaving: true, time: at(6) }))).toThrow(named);
    expect(() => run(() => pauseSwingClock({ sheet, time: at(6) }))).toThrow(named);
    expect(() => run(() => undoSwingResult({ sheet, confirmed: true }))).toThrow(named);
    expect(() => run(() => resyncSwing({ sheet }))).toThrow(named);
    expect(publish).toThrow(named);
    expect(snapshot()).toBe(before);
    log().getRange('B9').setValue('');
    const repaired = run(() => getSwingStatus({ sheet }));
    expect(repaired.damage).toEqual([]);
    expect(repaired.chips).toMatchObject({ Ann: 13, Bob: 11 });
    expect(run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) })).results).toBe(2);
  });

  it('a word in Chips and a changed label: each listed at its cell with what belongs there, the status still answers', () => {
    log().getRange('B3').setValue('twelve');
    log().getRange('A7').setValue('Mood');
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage.map((d) => [d.row, d.problem, d.fix])).toEqual([
      [
        3,
        `the setting Chips ("Club log" B3) reads 'twelve', not a whole number of chips`,
        'Type back the chips each player started with, a whole number of at least 1 (the main sheet shows it as "Chips per player").',
      ],
      [7, `the setting label at "Club log" A7 reads 'Mood', not 'Mode'`, "Type 'Mode' back in A7: the settings stay in rows 3–10, in this order."],
    ]);
    expect(s.players).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
    expect(() => run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }))).toThrow(/"Club log" B3/);
  });

  it('the Players row emptied: listed at its cell; the status answers with stand-ins', () => {
    log()
      .getRange('B10:E10')
      .setValues([['', '', '', '']]);
    const s = run(() => getSwingStatus({ sheet }));
    expect(s.damage.map((d) => [d.row, d.problem])).toEqual([[10, 'the setting Players ("Club log" B10 on) lists 0 player(s); a swing has at least two']]);
    expect(s.players).toEqual(['(player 1)', '(player 2)']);
  });
});

describe("Sheets' cell limit", () => {
  /** Fills the spreadsheet with a sheet of 10 columns up to `free` cells below the limit. */
  function fillTo(free: number): void {
    const filler = gas.book.insertSheet('Filler');
    filler.deleteColumns(11, filler.getMaxColumns() - 10);
    const rows = Math.floor((MAX_CELLS - free - gas.book.cellCount()) / 10);
    filler.insertRowsAfter(filler.getMaxRows(), rows);
  }

  it('a posting that needs the grid to grow near 10,000,000 cells writes nothing and says why', () => {
    gas.book.sheet(sheet).addDeveloperMetadata(SWING_MAIN.keys.gridRows, String(START_ROW + 1)); // the grid is full
    fillTo(100);
    const before = snapshot();
    const cells = gas.book.cellCount();
    expect(() => run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }))).toThrow(
      /^Cannot record Cid beat Dan \(match B\): the swing's sheets need [\d,]+ more cells and the spreadsheet already has [\d,]+, over Google Sheets' limit of 10,000,000 cells\. Delete sheets you no longer need, then post again; nothing was written\.$/,
    );
    expect(snapshot()).toBe(before);
    expect(gas.book.cellCount()).toBe(cells);
    expect(run(() => getSwingStatus({ sheet })).results).toBe(1);
    // Room made: the same posting goes through, grid grown and log row written.
    gas.book.deleteSheet(gas.book.sheet('Filler'));
    expect(run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) })).results).toBe(2);
    expect(log().getRange('A15:C15').getValues()).toEqual([['result', '2026-05-02T09:06:00Z', 'Cid']]);
  });

  it('a posting that needs the log to grow near the limit writes nothing either', () => {
    gas.book.sheet(sheet).addDeveloperMetadata(SWING_MAIN.keys.logRows, '14'); // the log's protected rows are full
    log().deleteRows(16, log().getMaxRows() - 15); // the log sheet ends right below its last row
    fillTo(100);
    const before = snapshot();
    expect(() => run(() => recordSwingResult({ sheet, match: 'B', winner: 'Cid', loser: 'Dan', time: at(6) }))).toThrow(
      /^Cannot record Cid beat Dan \(match B\): .*nothing was written\.$/,
    );
    expect(snapshot()).toBe(before);
  });
});
