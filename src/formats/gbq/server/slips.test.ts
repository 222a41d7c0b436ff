/**
 * Issue 23, "a typing slip stays on its row", on the GBQ table: each kind of slip typed into ONE cell of the ENTRY
 * block or of the results log (as a TD types: setValue) flags only that row, its Check names the sheet cell and
 * what to type, "Problems to fix" counts 1, and every other row — and the order, games, TPs, TP% and D over the
 * good rows — stays as it was. Also: no formula of a created sheet is over 500 characters.
 */
import { createGbqTable } from './endpoints';
import { createGbqCrossTable } from './cross';
import { CROSS } from '../sheets/cross';
import { logOf } from '../sheets/log';
import { ENTRY, SETTINGS } from '../sheets/layout';
import { LOG } from '../sheets/logLayout';
import { MAX_FORMULA } from '../sheets/checkParts';
import { NEXT_STEP } from '../sheets/nextStep';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { paintedRows } from '../../../../test/helpers/conditional';
import { COLOR } from '../../../shared/sheets/styles';
import { checks, errorCells, liveTable, typeEntries, typeLog, type LogRow } from './testHelpers';

const FOUR = ['Ann', 'Bob', 'Cid', 'Dee'];
const LOG_ROWS = 8;
const problemCount = (sheet: FakeSheet) => sheet.valueAt(SETTINGS.checkRow, 2);
/** What the live table shows for each player, GBQ and Status aside (they wait while anything is flagged). */
const standings = (sheet: FakeSheet) => Object.fromEntries(liveTable(sheet, FOUR.length).map((r) => [String(r.player), [r.games, r.tps, r.pct, r.d]]));
/** Per column: the rows painted as the slip's own cell (strong red) and as the rest of a flagged row (light red). */
const marks = (sheet: FakeSheet, columns: number[]) => columns.map((c) => [paintedRows(sheet, COLOR.badStrong, c), paintedRows(sheet, COLOR.bad, c)]);
const LOG_COLUMNS = [LOG.first, LOG.second, LOG.games, LOG.tps1, LOG.tps2, LOG.pen1, LOG.pen2];
const ENTRY_COLUMNS = [ENTRY.player, ENTRY.total, ENTRY.played, ENTRY.wins, ENTRY.draws, ENTRY.losses, ENTRY.tps];
const logChecks = (sheet: FakeSheet) => Array.from({ length: LOG_ROWS }, (_, i) => sheet.valueAt(logOf(FOUR.length, LOG_ROWS).first + i, LOG.check));

describe('a slip in one cell of the results log stays on its row', () => {
  const good: LogRow[] = [
    ['Ann', 'Bob', 1, 15, 5],
    ['Cid', 'Dee', 1, 12, 8],
    ['Ann', 'Cid', 1, 10, 10],
  ];
  const slipRow: LogRow = ['Bob', 'Dee', 1, 15, 5];
  // [slip, column typed into, value, the column the Check names, words the message must contain]
  const slips: [string, number, string | number, string, string][] = [
    ['unknown player', LOG.first, 'Zed', 'J', "player 1 'Zed' is not in the player list (ENTRY block): pick a name from the drop-down"],
    ['wildcard in a name (taken literally)', LOG.second, 'D*', 'K', "player 2 'D*' is not in the player list"],
    ['another wildcard', LOG.first, '?ob', 'J', "player 1 '?ob' is not in the player list"],
    ['blank name', LOG.first, '', 'J', 'player 1: enter a name'],
    ['TPs out of range', LOG.tps1, 70, 'M', 'TPs do not share out: 75 TPs, but 1 game(s) share out 20'],
    ['negative TPs', LOG.tps2, -5, 'N', 'TPs: 0 or more'],
    ['text in TPs', LOG.tps1, 'lots', 'M', 'TPs: enter a number'],
    ['decimal comma (text in an en_US sheet)', LOG.tps1, '12,5', 'M', "TPs: '12,5' is text: type the number with the spreadsheet's decimal separator"],
    ['games not a whole number', LOG.games, 'two', 'L', 'games: a whole number, 1 or more (blank = one match of 1 games)'],
    ['bad time penalty', LOG.pen2, 'x', 'P', 'time penalty: the TPs taken off, 0 or more (blank = none)'],
  ];

  it.each(slips)('%s', (_label, column, value, letter, words) => {
    const gas = installFakeGas();
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, log: LOG_ROWS, gamesPerMatch: 1 }).sheet);
    const log = logOf(FOUR.length, LOG_ROWS);
    typeLog(sheet, log.first, LOG_ROWS, good);
    const before = standings(sheet);
    expect(problemCount(sheet)).toBe(0);
    typeLog(sheet, log.first, LOG_ROWS, [...good, slipRow]);
    expect(standings(sheet)).not.toEqual(before); // the 4th row counts while it is right
    const row = log.first + good.length;
    sheet.getRange(row, column).setValue(value);
    const shown = logChecks(sheet);
    expect(shown.filter((c) => c !== '')).toHaveLength(1);
    expect(String(shown[good.length])).toMatch(new RegExp(`^"Group A" ${letter}${row}: `));
    expect(String(shown[good.length])).toContain(words);
    expect(checks(sheet, FOUR.length)).toEqual(['', '', '', '']);
    expect(problemCount(sheet)).toBe(1);
    expect(standings(sheet)).toEqual(before);
    expect(errorCells(sheet)).toEqual([]);
    // the cell itself is marked strong red, the rest of its row light red, nothing else
    expect(marks(sheet, LOG_COLUMNS)).toEqual(LOG_COLUMNS.map((c) => (c === column ? [[row], []] : [[], [row]])));
  });

  it('de_DE: 12,5 is a number there and counts; 12.5 is the slip, named at its cell', () => {
    const gas = installFakeGas({ locale: 'de_DE' });
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, log: LOG_ROWS, gamesPerMatch: 1 }).sheet);
    const log = logOf(FOUR.length, LOG_ROWS);
    typeLog(sheet, log.first, LOG_ROWS, [...good, ['Bob', 'Dee', 1, 15, 5]]);
    const row = log.first + good.length;
    sheet.getRange(row, LOG.tps1).setValue('12,5');
    sheet.getRange(row, LOG.tps2).setValue('7,5');
    expect(logChecks(sheet).filter((c) => c !== '')).toEqual([]);
    expect(standings(sheet).Bob[1]).toBe(17.5);
    sheet.getRange(row, LOG.tps1).setValue('12.5');
    const shown = logChecks(sheet);
    expect(shown.filter((c) => c !== '')).toHaveLength(1);
    // de_DE reads 12.5 as a date (a number of days): the row does not share out, and says so at the cell
    expect(String(shown[good.length])).toMatch(new RegExp(`^"Group A" M${row}: TPs do not share out: `));
    expect(problemCount(sheet)).toBe(1);
    expect(standings(sheet).Bob[1]).toBe(5);
  });
});

describe('a slip in one cell of the ENTRY block stays on its row', () => {
  const rows = [
    { played: 2, tps: 30 },
    { played: 2, tps: 10 },
    { played: 2, tps: 20 },
  ];
  const others = (s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'Dee' && k !== ''));
  const slips: [string, number, string | number, string, string][] = [
    ['TPs out of range', ENTRY.tps, 999, 'P', 'more TPs than the games played share out ((win + loss) × games)'],
    ['text in TPs', ENTRY.tps, 'lots', 'P', 'TPs: enter a number'],
    ['decimal comma (text in an en_US sheet)', ENTRY.tps, '12,5', 'P', "TPs: '12,5' is text: type the number with the spreadsheet's decimal separator"],
    ['negative TPs', ENTRY.tps, -3, 'P', 'TPs: negative'],
    ['games played not a number', ENTRY.played, 'two', 'L', 'games played: enter a whole number'],
    ['blank name', ENTRY.player, '', 'J', "no name: enter the player's name"],
    ['a name already in the group', ENTRY.player, ' ann ', 'J', 'this name appears twice'],
  ];

  it.each(slips)('%s', (label, column, value, letter, words) => {
    const gas = installFakeGas();
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, gamesPerMatch: 1, rounds: 2 }).sheet);
    typeEntries(sheet, [...rows, { played: 2, tps: 20 }]);
    const before = others(standings(sheet));
    expect(problemCount(sheet)).toBe(0);
    const row = SETTINGS.firstRow + 3;
    sheet.getRange(row, column).setValue(value);
    const shown = checks(sheet, FOUR.length);
    // a name typed twice flags both rows (Ann's too): the one slip is still named at each
    if (label === 'a name already in the group') {
      expect(String(shown[0])).toMatch(new RegExp(`^"Group A" J${SETTINGS.firstRow}: .*${words}`));
      expect(shown.slice(1, 3)).toEqual(['', '']);
      expect(String(shown[3])).toMatch(new RegExp(`^"Group A" J${row}: .*${words}`));
      return;
    }
    expect(shown.slice(0, 3)).toEqual(['', '', '']);
    expect(String(shown[3])).toMatch(new RegExp(`^"Group A" ${letter}${row}: `));
    expect(String(shown[3])).toContain(words);
    expect(problemCount(sheet)).toBe(1);
    expect(others(standings(sheet))).toEqual(before);
    expect(errorCells(sheet)).toEqual([]);
    expect(marks(sheet, ENTRY_COLUMNS)).toEqual(ENTRY_COLUMNS.map((c) => (c === column ? [[row], []] : [[], [row]])));
  });

  it('a name with * or ? is taken literally: no false "appears twice"', () => {
    const gas = installFakeGas();
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, gamesPerMatch: 1, rounds: 2 }).sheet);
    sheet.getRange(SETTINGS.firstRow + 3, ENTRY.player).setValue('*');
    sheet.getRange(SETTINGS.firstRow + 2, ENTRY.player).setValue('?id');
    expect(checks(sheet, FOUR.length)).toEqual(['', '', '', '']);
    expect(problemCount(sheet)).toBe(0);
  });

  it('de_DE: 12,5 typed in TPs is a number and counts', () => {
    const gas = installFakeGas({ locale: 'de_DE' });
    const sheet = gas.book.sheet(createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1, gamesPerMatch: 1, rounds: 2 }).sheet);
    typeEntries(sheet, [...rows, { played: 2, tps: 20 }]);
    sheet.getRange(SETTINGS.firstRow + 3, ENTRY.tps).setValue('12,5');
    expect(checks(sheet, FOUR.length)).toEqual(['', '', '', '']);
    expect(standings(sheet).Dee[1]).toBe(12.5);
  });
});

describe('no formula of a created sheet is over 500 characters', () => {
  // The Next step line (C1), a list of sentences, keeps to 1,000 characters instead (docs/rules.md §0.6).
  const longest = (sheet: FakeSheet) =>
    sheet
      .getDataRange()
      .getFormulas()
      .flatMap((row, r) => row.filter((_, c) => r + 1 !== NEXT_STEP.row || c + 1 !== NEXT_STEP.column))
      .reduce((m, f) => Math.max(m, f.length), 0);

  it.each([
    ['entry table, 4 players', { players: FOUR }],
    ['entry table, 40 players', { players: Array.from({ length: 40 }, (_, i) => `Player ${i + 1}`) }],
    ['log table, 4 players', { players: FOUR, log: true }],
    ['log table, 40 players, 300 rows', { players: Array.from({ length: 40 }, (_, i) => `Player ${i + 1}`), log: 300 }],
  ])('%s', (_label, extra) => {
    const gas = installFakeGas();
    const sheet = gas.book.sheet(createGbqTable({ title: 'A group with a long title, as a TD may type it for the finals', qualifiers: 1, ...extra }).sheet);
    expect(longest(sheet)).toBeLessThanOrEqual(MAX_FORMULA);
    expect(sheet.getRange(NEXT_STEP.row, NEXT_STEP.column).getFormula().length).toBeLessThanOrEqual(1000);
  });

  it('cross-group table', () => {
    const gas = installFakeGas();
    createGbqTable({ title: 'Group A', players: FOUR, qualifiers: 1 });
    createGbqTable({ title: 'Group B', players: FOUR, qualifiers: 1 });
    const cross = gas.book.sheet(createGbqCrossTable({ title: 'Cross', k: 1 }).sheet);
    expect(longest(cross)).toBeLessThanOrEqual(MAX_FORMULA);
    expect(cross.getRange(CROSS.titleRow, 3).getFormula()).toMatch(/^="Next step: "/);
    expect(cross.getRange(CROSS.titleRow, 3).getFormula().length).toBeLessThanOrEqual(1000);
  });
});
