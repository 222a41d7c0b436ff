/**
 * The results log on the GBQ table (docs/rules.md §5.5–§5.6) through the in-memory Sheets: worked examples (the
 * issue's round 1 of 3-game matches, an exact mark the bound cannot see), every kind of bad row flagged on its row
 * without breaking the others, names matched literally, the schedule, and the creation options.
 */
import { createGbqTable } from './endpoints';
import { CreateGbqTableInput } from '../api';
import { logOf } from '../sheets/log';
import { GBQ_TABLE } from '../sheets/table';
import { ENTRY, OPTIONS, SETTINGS } from '../sheets/layout';
import { defaultLogRows, LOG, MAX_LOG_PLAYERS, WITHDRAWN_COLUMN } from '../sheets/logLayout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { metadataValue } from '../../../shared/server/metadata';
import { checks, customFunctionCells, errorCells, formulaErrors, liveTable, LogRow, typeEntries, typeLog } from './testHelpers';

function logTable(players: string[], qualifiers: number, extra: Partial<CreateGbqTableInput> = {}) {
  const gas = installFakeGas();
  const { sheet } = createGbqTable({ title: 'Group A', players, qualifiers, log: true, ...extra });
  const s = gas.book.sheet(sheet);
  const rows = Number(metadataValue(s as unknown as GoogleAppsScript.Spreadsheet.Sheet, GBQ_TABLE.keys.log));
  const log = logOf(players.length, rows);
  return { gas, sheet: s, rows, log, type: (r: LogRow[]) => typeLog(s, log.first, rows, r), check: (i: number) => s.valueAt(log.first + i, LOG.check) };
}

const FOUR = ['Ann', 'Bob', 'Cid', 'Dee'];
const problems = (sheet: ReturnType<typeof logTable>['sheet']) => [sheet.valueAt(SETTINGS.checkRow, 2), sheet.valueAt(SETTINGS.checkRow, 3)];
const entry = (sheet: ReturnType<typeof logTable>['sheet'], n: number) =>
  sheet
    .getRange(SETTINGS.firstRow, ENTRY.total, n, 6)
    .getValues()
    .map((r) => [r[0], r[1], r[5]]);

describe('the results log: sums, totals and exact marks', () => {
  it("the issue's round 1 of 3-game matches, typed as two match rows, decides nothing; 9 games each", () => {
    const t = logTable(FOUR, 1);
    expect(t.rows).toBe(defaultLogRows(4, 3, 1));
    expect(t.rows).toBe(18);
    t.type([
      ['Ann', 'Bob', '', 45, 15],
      ['Cid', 'Dee', '', 55, 5],
    ]);
    expect(entry(t.sheet, 4)).toEqual([
      [9, 3, 45],
      [9, 3, 15],
      [9, 3, 55],
      [9, 3, 5],
    ]);
    expect(problems(t.sheet)).toEqual([0, 'All entries consistent']);
    expect(liveTable(t.sheet, 4).map((r) => [r.player, r.gbq, r.status])).toEqual([
      ['Cid', 0, ''],
      ['Ann', 1, ''],
      ['Bob', 4, ''],
      ['Dee', 5, ''],
    ]);
    expect(t.sheet.getRange(t.log.titleRow, LOG.first).getValue()).toBe(
      'RESULTS LOG: one row per game or match (blank games = one match of 3). Rows used: 2 of 18',
    );
  });

  it('an exact mark the bound cannot see: the two rivals can pass the leader only by beating each other', () => {
    // q = 2, single games. Ann finished on 36 of 60; Bob and Cid (25 each) still play each other; Dee is last.
    const t = logTable(FOUR, 2, { gamesPerMatch: 1 });
    const rows: LogRow[] = [
      ['Ann', 'Bob', '', 12, 8],
      ['Ann', 'Cid', 1, 12, 8],
      ['Dee', 'ann', '', 8, 12],
      ['Bob', 'Dee', '', 17, 3],
      ['Cid', 'Dee', '', 17, 3],
    ];
    t.type(rows);
    // Bob and Cid are above Ann on TP% for now (62.5 %), but cannot both finish level with her.
    expect(liveTable(t.sheet, 4).map((r) => [r.player, r.status])).toEqual([
      ['Bob', ''],
      ['Cid', ''],
      ['Ann', 'qualified'],
      ['Dee', 'out'],
    ]);
    // The same numbers in an entry-block table: the sound bound leaves Ann open.
    const gas = installFakeGas();
    const other = gas.book.sheet(createGbqTable({ title: 'Entry', players: FOUR, qualifiers: 2, gamesPerMatch: 1 }).sheet);
    typeEntries(other, [
      { played: 3, tps: 36 },
      { played: 2, tps: 25 },
      { played: 2, tps: 25 },
      { played: 3, tps: 14 },
    ]);
    expect(liveTable(other, 4).map((r) => [r.player, r.status])).toEqual([
      ['Bob', ''],
      ['Cid', ''],
      ['Ann', ''],
      ['Dee', 'out'],
    ]);
    // Bob beats Cid 20–0: the group is finished; Bob passes Ann.
    t.type([...rows, ['Bob', 'Cid', '', 20, 0]]);
    expect(liveTable(t.sheet, 4).map((r) => [r.player, r.status])).toEqual([
      ['Bob', 'qualified'],
      ['Ann', 'qualified'],
      ['Cid', 'out'],
      ['Dee', 'out'],
    ]);
  });

  it('time penalties: the row shares out with its penalty; the shortfall shows beside problems to fix', () => {
    const t = logTable(FOUR, 1);
    t.type([['Ann', 'Bob', 1, 12, 7, '', 1]]);
    expect(t.check(0)).toBe('');
    expect(entry(t.sheet, 2)).toEqual([
      [9, 1, 12],
      [9, 1, 7],
    ]);
    expect(problems(t.sheet)).toEqual([0, 'All entries consistent; time penalties in the log: 1 TPs']);
  });

  it('games per match and rounds typed on the sheet move every total and the games still to play', () => {
    const t = logTable(FOUR, 1);
    t.type([['Ann', 'Bob', '', 45, 15]]);
    t.sheet.getRange(OPTIONS.roundsRow, OPTIONS.valueColumn).setValue(2);
    expect(entry(t.sheet, 4).map((r) => r[0])).toEqual([18, 18, 18, 18]);
    t.type([['Ann', 'Bob', 3, 45, 15]]);
    t.sheet.getRange(OPTIONS.gamesPerMatchRow, OPTIONS.valueColumn).setValue(1);
    expect(entry(t.sheet, 4).map((r) => r[0])).toEqual([6, 6, 6, 6]); // the 3-game row is over the schedule: it does not count
    // Ann and Bob logged a 3-game match but the schedule now has 2 games a pair: that row is over the schedule.
    expect(t.check(0)).toBe(`"Group A" L${t.log.first}: more games between 'Ann' and 'Bob' than the schedule's 2 (games per match × rounds)`);
    // A blank Games cell is one match of the games per match now on the sheet.
    t.type([['Ann', 'Bob', '', 45, 15]]);
    expect(t.check(0)).toBe(`"Group A" M${t.log.first}: TPs do not share out: 60 TPs, but 1 game(s) share out 20`);
    expect(formulaErrors(t.sheet, 4)).toEqual([]);
  });
});

describe('bad log rows are flagged on their row; the other rows still count', () => {
  it('unknown player, the same player twice, bad games, missing or negative TPs, TPs that do not share out, bad penalties, over the schedule', () => {
    const t = logTable(FOUR, 1);
    t.type([
      ['Ann', 'Bob', '', 45, 15], // fine
      ['Ann', 'Zed', 1, 15, 5],
      ['Cid', ' cid ', 1, 15, 5],
      ['Cid', 'Dee', 'two', 30, 10],
      ['Cid', 'Dee', 1.5, 30, 10],
      ['Cid', 'Dee', 1, 15, ''],
      ['Cid', 'Dee', 1, 'lots', 5],
      ['Cid', 'Dee', 1, -5, 25],
      ['Cid', 'Dee', 1, 15, 4],
      ['Cid', 'Dee', 1, 15, 4, 'x'],
      ['Cid', 'Dee', 1, 15, 4, -1, 2],
      ['Bob', 'Ann', 1, 10, 10], // a 4th game for Ann and Bob: over the 3-game schedule
      ['', 'Dee', 1, 10, 10],
      ['Cid', 'Dee', 1, 15, 4, '', 1], // fine: 15 + 4 + 1 penalty
    ]);
    const cell = (column: string, i: number) => `"Group A" ${column}${t.log.first + i}: `;
    expect(Array.from({ length: 14 }, (_, i) => t.check(i))).toEqual([
      '',
      `${cell('K', 1)}player 2 'Zed' is not in the player list (ENTRY block): pick a name from the drop-down`,
      `${cell('K', 2)}the same player twice: a player cannot play themself`,
      `${cell('L', 3)}games: a whole number, 1 or more (blank = one match of 3 games)`,
      `${cell('L', 4)}games: a whole number, 1 or more (blank = one match of 3 games)`,
      `${cell('N', 5)}TPs: enter both players' TPs (after any time penalty)`,
      `${cell('M', 6)}TPs: enter a number`,
      `${cell('M', 7)}TPs: 0 or more`,
      `${cell('M', 8)}TPs do not share out: 19 TPs, but 1 game(s) share out 20`,
      `${cell('O', 9)}time penalty: the TPs taken off, 0 or more (blank = none)`,
      `${cell('O', 10)}time penalty: the TPs taken off, 0 or more (blank = none)`,
      `${cell('L', 11)}more games between 'Bob' and 'Ann' than the schedule's 3 (games per match × rounds)`,
      `${cell('J', 12)}player 1: enter a name`,
      '',
    ]);
    // Only the two good rows count; 12 rows flagged; GBQ and Status wait; nothing shows an error.
    expect(entry(t.sheet, 4)).toEqual([
      [9, 3, 45],
      [9, 3, 15],
      [9, 1, 15],
      [9, 1, 4],
    ]);
    expect(problems(t.sheet)[0]).toBe(12);
    expect(liveTable(t.sheet, 4).map((r) => [r.gbq, r.status])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(liveTable(t.sheet, 4).map((r) => r.player)).toEqual(['Ann', 'Cid', 'Bob', 'Dee']);
    expect(errorCells(t.sheet)).toEqual([]);
    expect(customFunctionCells(t.sheet)).toBe(2);
    // Clearing the bad rows brings GBQ back.
    t.type([
      ['Ann', 'Bob', '', 45, 15],
      ['Cid', 'Dee', 1, 15, 4, '', 1],
    ]);
    expect(problems(t.sheet)[0]).toBe(0);
    // Ann and Cid level on 75 %: Ann first on D (1.5 against 0.5); Dee 4 of 20 (D −0.6) rounds to 2.0.
    expect(liveTable(t.sheet, 4).map((r) => [r.player, r.gbq])).toEqual([
      ['Ann', 0],
      ['Cid', 1],
      ['Bob', 3],
      ['Dee', 2],
    ]);
  });

  it('names that Sheets would read as patterns or comparisons are matched literally; a name on two entry rows is named', () => {
    const t = logTable(['<Ann', 'B*', 'C?d', '~Dee'], 1, { gamesPerMatch: 1 });
    t.type([
      ['<ann', 'b*', '', 15, 5],
      ['C?d', '~Dee', '', 5, 15],
      ['Bx', 'Cad', '', 10, 10],
    ]);
    expect(entry(t.sheet, 4)).toEqual([
      [3, 1, 15],
      [3, 1, 5],
      [3, 1, 5],
      [3, 1, 15],
    ]);
    expect(t.check(2)).toBe(`"Group A" J${t.log.first + 2}: player 1 'Bx' is not in the player list (ENTRY block): pick a name from the drop-down`);
    t.sheet.getRange(SETTINGS.firstRow + 1, ENTRY.player).setValue('<ANN');
    expect(checks(t.sheet, 4)[1]).toBe(`"Group A" J${SETTINGS.firstRow + 1}: this name appears twice; names must differ (case and spaces do not count)`);
    expect(t.check(0)).toBe(`"Group A" J${t.log.first}: player 1 '<ann' is on several rows of the player list`);
    expect(errorCells(t.sheet)).toEqual([]);
  });

  it('total games typed over, and a Withdrawn value not understood, are flagged in the ENTRY block', () => {
    const t = logTable(FOUR, 1);
    t.sheet.getRange(SETTINGS.firstRow, ENTRY.total).setValue(12);
    t.sheet.getRange(SETTINGS.firstRow + 1, WITHDRAWN_COLUMN).setValue('gone');
    expect(checks(t.sheet, 4).slice(0, 2)).toEqual([
      `"Group A" K${SETTINGS.firstRow}: total games follow the schedule and the log: undo the change, or copy the formula from another row`,
      `"Group A" R${SETTINGS.firstRow + 1}: Withdrawn: type keep or void, or leave it blank`,
    ]);
    expect(liveTable(t.sheet, 4).map((r) => r.status)).toEqual(['', '', '', '']);
    expect(errorCells(t.sheet)).toEqual([]);
  });
});

describe('creating a table with a log', () => {
  it('log: a number of rows; one custom-function cell per column; the entry-block options refused with it', () => {
    const t = logTable(FOUR, 1, { log: 5 });
    expect(t.rows).toBe(5);
    expect(customFunctionCells(t.sheet)).toBe(2);
    installFakeGas();
    expect(() => createGbqTable({ title: 'G', players: FOUR, qualifiers: 1, log: true, totalGames: 9 })).toThrow(
      'Total games: leave it blank with a results log',
    );
    expect(() => createGbqTable({ title: 'G', players: FOUR, qualifiers: 1, log: 0 })).toThrow('Results log 0 is not allowed');
    expect(() => createGbqTable({ title: 'G', players: FOUR, qualifiers: 1, log: 'yes' as never })).toThrow('Results log "yes" is not allowed');
    const many = Array.from({ length: MAX_LOG_PLAYERS + 1 }, (_, i) => `P${i + 1}`);
    expect(() => createGbqTable({ title: 'G', players: many, qualifiers: 1, log: true })).toThrow(`a log table takes at most ${MAX_LOG_PLAYERS} players`);
  });
});
