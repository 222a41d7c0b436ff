/**
 * Issue 23 — a typing slip stays on its row. Each kind of slip is typed into ONE cell of a created set on the
 * stand-in, as a person types it: only that row is marked red, its Check (Games) or status (Timeouts) cell names the
 * sheet cell and what to type, every other row keeps its values, the standings over the good rows are unchanged
 * (plus a "Left out" line), and the sheet's "Problems to fix" is 1. Also: no generated formula is over 500
 * characters, at two sizes and with a long title.
 */
import type { FakeGas } from '../../../../dev/fake/gas';
import type { Locale } from '../../../../dev/fake/typed';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import { paintedRows } from '../../../../test/helpers/conditional';
import { COLOR } from '../../../shared/sheets/styles';
import { isNextStepFormula, NEXT_STEP_FORMULA_LIMIT } from '../../../shared/sheets/nextStep';
import { importResults } from '../server/endpoints';
import { create, gameLines, names } from './testHelpers';
import { timeoutRowCells } from './timeouts';

const ACCEPTED = 'type W1, W2, W3, L1, L2, L3, WT x or LT x (x from 1 to 2.7)';
const GOOD = ['W1', 'W2', 'L3', 'WT 1.8', 'LT', 'L1'];
const ROW = 7; // the slip's row (game 3)

function setUp(locale?: Locale) {
  const gas = installFakeGas(locale ? { locale } : {});
  create(gas, { title: 'S', players: names(4), groupSize: 4, seed: 's' });
  const games = gas.book.sheet('S G1 Games');
  const table = gas.book.sheet('S G1 Table');
  asSpreadsheet(gas)
    .getSheetByName('S G1 Games')!
    .getRange(5, 6, GOOD.length, 1)
    .setValues(GOOD.map((g) => [g]));
  return { gas, games, table };
}

/** Everything a row derives (points, struck out, status, adjudicated, Check) for every game row. */
const derived = (games: ReturnType<FakeGas['book']['sheet']>) => games.getRange(5, 7, GOOD.length, 6).getValues();
/** The standings block (A5:M…) without its last line when that is the "Left out" line. */
function standingsBlock(table: ReturnType<FakeGas['book']['sheet']>): unknown[][] {
  const rows = table.getRange('A5:M18').getValues();
  return rows.filter((r) => r[1] !== '' || (typeof r[0] === 'number' && r[0] !== 0) || r[0] === 'Rank');
}

describe.each<[Locale]>([['en_US'], ['de_DE']])('a slip in one Games result cell (%s)', (locale) => {
  const { games, table } = setUp(locale);
  const before = derived(games);
  // The standings over the good rows: the same game left blank.
  games.getRange(`F${ROW}`).setValue('');
  const overGood = standingsBlock(table);
  const blankRow = derived(games)[ROW - 5];
  games.getRange(`F${ROW}`).setValue(GOOD[ROW - 5]);

  const slips: [string, string | number | boolean, RegExp][] = [
    ['unknown code', 'W4', /^W4 is not a result/],
    ['wildcard *', 'W*', /^W\* is not a result/],
    ['wildcard ?', 'L?', /^L\? is not a result/],
    ['a lone wildcard', '*', /^\* is not a result/],
    ['out of range (bare number)', 5, /^5 is not an adjudicated score from 1 to 2.7/],
    ['out of range (WT x)', 'WT 2.8', /^WT 2.8 is not an adjudicated score from 1 to 2.7/],
    ['a typo in the score', 'WT 1.8.1', /^WT 1.8.1 is not a result/],
    ['a score without WT or LT', 'L 1.8', /^L 1.8 is not a result/],
    ['wrong type', true, /^(TRUE|WAHR) is not a result/],
  ];
  it.each(slips)('%s', (_kind, typed, message) => {
    games.getRange(`F${ROW}`).setValue(typed);
    const check = String(games.valueAt(ROW, 12));
    expect(check).toMatch(message);
    expect(check).toContain(` in S G1 Games F${ROW}: ${ACCEPTED}`);
    expect(paintedRows(games, COLOR.bad, 6)).toEqual([ROW]);
    expect(games.valueAt(2, 10)).toBe(1);
    expect(table.valueAt(2, 12)).toBe(1);
    const now = derived(games);
    now.forEach((row, i) => {
      if (i === ROW - 5) expect(row.slice(0, 4)).toEqual([...blankRow.slice(0, 3), 'check the result']);
      else expect(row).toEqual(before[i]);
    });
    const block = table.getRange('A5:M18').getValues();
    const leftOut = block.findIndex((r) => String(r[0]).startsWith('Left out: 1 (not counted above)'));
    expect(leftOut).toBeGreaterThan(0);
    expect(block.slice(0, leftOut)).toEqual(overGood);
    games.getRange(`F${ROW}`).setValue(GOOD[ROW - 5]);
    expect(games.valueAt(2, 10)).toBe(0);
    expect(derived(games)).toEqual(before);
  });

  it('a decimal comma in WT x is read as meant (no problem)', () => {
    games.getRange(`F${ROW}`).setValue('WT 1,8');
    expect(games.getRange(`G${ROW}:H${ROW}`).getValues()).toEqual([[1.8, 0]]);
    expect(games.valueAt(ROW, 12)).toBe('');
    expect(games.valueAt(2, 10)).toBe(0);
    games.getRange(`F${ROW}`).setValue(GOOD[ROW - 5]);
  });
});

describe('de_DE: 1.5 typed in a result becomes a date, which is flagged on its row', () => {
  it('marks the row and names the cell', () => {
    const { games } = setUp('de_DE');
    games.getRange(`F${ROW}`).setValue('1.5');
    expect(String(games.valueAt(ROW, 12))).toMatch(new RegExp(`is not an adjudicated score from 1 to 2.7 in S G1 Games F${ROW}: `));
    expect(games.valueAt(2, 10)).toBe(1);
  });
});

describe.each<[Locale]>([['en_US'], ['de_DE']])('a slip in one Timeouts percentage (%s)', (locale) => {
  const gas = installFakeGas({ locale });
  create(gas, { title: 'T', players: names(4), groupSize: 4, seed: 't' });
  const lines = gameLines(gas, 'T G1 Games');
  asSpreadsheet(gas)
    .getSheetByName('T Import')!
    .getRange(2, 1, 3, 6)
    .setValues(lines.slice(0, 3).map((g, i) => [900 + i, g.inviter, g.invitee, g.inviter, 'timeout', '']));
  importResults({ sheet: 'T Import' });
  const timeouts = gas.book.sheet('T Timeouts');
  timeouts.getRange('F5:H7').setValues([
    [90, 40, 5],
    [80, 20, 1],
    [70, 10, 0],
  ]);
  const scores = () => timeouts.getRange('I5:I7').getValues();
  const before = scores();
  const decimalComma = locale === 'de_DE' ? 80.5 : '80,5';

  it('reads 80,5 (typed as text in en_US, a number in de_DE) as meant: no problem', () => {
    timeouts.getRange('F6').setValue(decimalComma);
    expect(typeof timeouts.valueAt(6, 9)).toBe('number');
    expect(timeouts.valueAt(6, 11)).toBe('adjudicated');
    expect(timeouts.valueAt(2, 5)).toBe(0);
    timeouts.getRange('F6').setValue(80);
  });

  it.each([
    ['gammons above wins', 'G6', 95, /^95 \(gammons\) is more than wins/],
    ['text', 'F6', 'abc', /^"abc" \(wins\) is text, not a number/],
    ['negative', 'H6', -1, /^-1 \(backgammons\) is negative/],
  ])('%s: only that row loses its score', (_kind, cell, typed, message) => {
    const [good] = [timeouts.getRange(cell).getValues()[0][0]];
    timeouts.getRange(cell).setValue(typed);
    const status = String(timeouts.valueAt(6, 11));
    expect(status).toMatch(message);
    expect(status).toContain("in T Timeouts F6:H6: type GnuBG's W, G, B");
    expect(timeouts.valueAt(6, 10)).toBe('WT'); // plain WT: no score, never a wrong one
    const now = scores();
    expect([now[0], now[2]]).toEqual([before[0], before[2]]);
    expect(timeouts.valueAt(2, 5)).toBe(1);
    expect(paintedRows(timeouts, COLOR.bad, 6)).toEqual([6]);
    timeouts.getRange(cell).setValue(good);
    expect(scores()).toEqual(before);
    expect(timeouts.valueAt(2, 5)).toBe(0);
  });
});

/** Every sheet of the set. */
const COVERED = / (Stats|G1 Games|G1 Table|My matches|Timeouts|Import)$/;

describe('no generated formula on any sheet of a set is over 500 characters', () => {
  it.each([
    ['4 players', 'F', 4],
    ['12 players, a long title', 'A long title for a TTT set, as some directors write them: Spring 2026 Mega TTT', 12],
  ])('%s', (_size, title, players) => {
    const gas = installFakeGas();
    const r = create(gas, { title, players: names(players), groupSize: players, seed: 'f' });
    for (const name of r.sheets.filter((n) => COVERED.test(n))) {
      const sheet = asSpreadsheet(gas).getSheetByName(name)!;
      // A Next step line is a list of sentences held to its own limit (nextStepFormula refuses a longer one).
      const formulas = sheet.getDataRange().getFormulas().flat();
      const longest = formulas.filter((f) => !isNextStepFormula(f)).reduce((m, f) => (f.length > m.length ? f : m), '');
      expect([name, longest.length <= 500 ? 'ok' : longest]).toEqual([name, 'ok']);
      const lines = formulas.filter(isNextStepFormula);
      expect([name, lines.every((f) => f.length <= NEXT_STEP_FORMULA_LIMIT)]).toEqual([name, true]);
    }
  });
});

describe('the formulas Import results writes on a Timeouts row', () => {
  it('stay within 500 characters with a long title', () => {
    const gamesSheet = 'A long title for a TTT set, as some directors write them: Spring 2026 Mega TTT G1 Games';
    const cells = timeoutRowCells({ group: 'G1', matchId: 1, inviter: 'A', invitee: 'B', timedOut: 'A', gamesSheet, gameIndex: 65 }, 400);
    const longest = cells.filter((c): c is string => typeof c === 'string' && c.startsWith('=')).reduce((m, f) => (f.length > m.length ? f : m), '');
    expect(longest.length <= 500 ? 'ok' : longest).toBe('ok');
  });
});
