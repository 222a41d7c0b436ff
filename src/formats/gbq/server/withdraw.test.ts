/**
 * Withdrawal of a player from a GBQ table with a results log (README "Withdrawal"), both ways, against
 * independent computations: the opponents' games, TPs and totals worked out by hand from the log, the live table
 * equal to a table of the players left typed with those numbers, and the Status equal to GBQSTATUS over the
 * players left with the games they still play.
 */
import { createGbqTable, withdrawGbqPlayer } from './endpoints';
import { GBQSTATUS } from '../functions/gbqstatus';
import { logOf } from '../sheets/log';
import { ENTRY, SETTINGS } from '../sheets/layout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { errorCells, liveTable, LogRow, typeLog } from './testHelpers';

const FIVE = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'];
// Single games, one round (4 games each). Dee played Ann and Bob, then withdrew; Cid–Eve, Ann–Bob not played yet.
const LOG: LogRow[] = [
  ['Ann', 'Dee', '', 5, 15],
  ['Bob', 'Dee', '', 16, 4],
  ['Ann', 'Cid', '', 12, 8],
  ['Ann', 'Eve', '', 14, 6],
  ['Bob', 'Cid', '', 9, 11],
  ['Bob', 'Eve', '', 15, 5],
  ['Cid', 'Dee', '', 13, 7],
];

function table(q = 2) {
  const gas = installFakeGas();
  const { sheet } = createGbqTable({ title: 'Group B', players: FIVE, qualifiers: q, gamesPerMatch: 1, log: true });
  const s = gas.book.sheet(sheet);
  typeLog(s, logOf(5, 10).first, 10, LOG);
  return { gas, sheet: s };
}

const block = (s: ReturnType<typeof table>['sheet']) =>
  s
    .getRange(SETTINGS.firstRow, ENTRY.player, 5, 7)
    .getValues()
    .map((r) => ({ player: r[0], total: r[1], played: r[2], tps: r[6] }));

/** The live table of the players left must equal GBQSTATUS over them with their remaining games. */
function expectStatus(s: ReturnType<typeof table>['sheet'], q: number, left: string[][]) {
  const rows = block(s).filter((r) => r.player !== 'Dee');
  const want = GBQSTATUS(
    rows.map((r) => [r.player as string]),
    rows.map((r) => [r.tps as number]),
    rows.map((r) => [r.played as number]),
    rows.map((r) => [r.total as number]),
    q,
    left.map(([a]) => [a]),
    left.map(([, b]) => [b]),
  ) as string[][];
  const live = new Map(liveTable(s, 5).map((r) => [r.player, r.status]));
  expect(rows.map((r) => [r.player, live.get(r.player)])).toEqual(rows.map((r, i) => [r.player, want[i][0]]));
}

describe('withdrawal (results log tables)', () => {
  it('keep: the games played against Dee stay; the games not played are cancelled', () => {
    const { sheet } = table();
    expect(block(sheet).map((r) => [r.total, r.played, r.tps])).toEqual([
      [4, 3, 31],
      [4, 3, 40],
      [4, 3, 32],
      [4, 3, 26],
      [4, 2, 11],
    ]);
    const result = withdrawGbqPlayer({ sheet: 'Group B', player: ' dee ', games: 'keep' });
    expect(result).toEqual({ sheet: 'Group B', player: 'Dee', games: 'keep', cell: 'R13', voided: 0, cancelled: 1 });
    // By hand: Eve never plays Dee now (total 4 → 3); everyone else keeps their game against Dee.
    expect(block(sheet).map((r) => [r.player, r.total, r.played, r.tps])).toEqual([
      ['Ann', 4, 3, 31],
      ['Bob', 4, 3, 40],
      ['Cid', 4, 3, 32],
      ['Dee', 3, 3, 26],
      ['Eve', 3, 2, 11],
    ]);
    const live = liveTable(sheet, 5);
    expect(live[4]).toMatchObject({ player: 'Dee', gbq: '', status: 'withdrawn' });
    expect(live.slice(0, 4).map((r) => r.player)).toEqual(['Bob', 'Cid', 'Ann', 'Eve']);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(0);
    expectStatus(sheet, 2, [
      ['Ann', 'Bob'],
      ['Cid', 'Eve'],
    ]);
    expect(errorCells(sheet)).toEqual([]);
  });

  it('void: every game against Dee is removed from the opponents, and their totals drop by the whole schedule against her', () => {
    const { sheet } = table();
    const result = withdrawGbqPlayer({ sheet: 'Group B', player: 'Dee', games: 'void' });
    expect(result).toMatchObject({ games: 'void', voided: 3, cancelled: 1 });
    expect(block(sheet).map((r) => [r.player, r.total, r.played, r.tps])).toEqual([
      ['Ann', 3, 2, 26],
      ['Bob', 3, 2, 24],
      ['Cid', 3, 2, 19],
      ['Dee', 0, 0, 0],
      ['Eve', 3, 2, 11],
    ]);
    // The live table of the four left equals a table of four typed with the numbers worked out by hand.
    const gas = installFakeGas();
    const four = gas.book.sheet(createGbqTable({ title: 'Four', players: ['Ann', 'Bob', 'Cid', 'Eve'], qualifiers: 2, gamesPerMatch: 1, log: true }).sheet);
    typeLog(
      four,
      logOf(4, 6).first,
      6,
      LOG.filter((r) => r[0] !== 'Dee' && r[1] !== 'Dee'),
    );
    const strip = (rows: ReturnType<typeof liveTable>) => rows.map(({ place: _p, ...rest }) => rest);
    expect(strip(liveTable(sheet, 5).slice(0, 4))).toEqual(strip(liveTable(four, 4)));
    expect(liveTable(sheet, 5)[4]).toMatchObject({ player: 'Dee', status: 'withdrawn' });
    expectStatus(sheet, 2, [
      ['Ann', 'Bob'],
      ['Cid', 'Eve'],
    ]);
    // Undo: clearing the cell brings every game back.
    sheet.getRange('R13').setValue('');
    expect(block(sheet).map((r) => r.total)).toEqual([4, 4, 4, 4, 4]);
    expect(errorCells(sheet)).toEqual([]);
  });

  it('keeps the sheet consistent while the log has a problem, and refuses bad requests with nothing written', () => {
    const { gas, sheet } = table();
    withdrawGbqPlayer({ sheet: 'Group B', player: 'Dee', games: 'void' });
    typeLog(sheet, logOf(5, 10).first, 10, [...LOG, ['Eve', 'Zed', '', 10, 10]]);
    expect(sheet.valueAt(SETTINGS.checkRow, 2)).toBe(1);
    expect(errorCells(sheet)).toEqual([]);
    expect(() => withdrawGbqPlayer({ sheet: 'Group B', player: 'Dee', games: 'keep' })).toThrow(
      '\'Dee\' is already withdrawn from "Group B" (void). To change it, type keep or void in R13; clear R13 to undo.',
    );
    expect(() => withdrawGbqPlayer({ sheet: 'Group B', player: 'Zed', games: 'keep' })).toThrow(
      '\'Zed\' is not a player of "Group B" (players: Ann, Bob, Cid, Dee, Eve).',
    );
    expect(() => withdrawGbqPlayer({ sheet: 'Group B', player: 'Ann', games: 'drop' as never })).toThrow('Games "drop" is not allowed; use "keep"');
    expect(() => withdrawGbqPlayer({ sheet: 'Group B', player: '', games: 'keep' })).toThrow('Player: give the name of the player who withdraws.');
    expect(() => withdrawGbqPlayer({ sheet: 'Nope', player: 'Ann', games: 'keep' })).toThrow('There is no sheet named "Nope".');
    expect(() => withdrawGbqPlayer({ sheet: 'Sheet1', player: 'Ann', games: 'keep' })).toThrow('"Sheet1" is not a GBQ group table');
    withdrawGbqPlayer({ player: 'Eve', games: 'keep' }); // blank sheet = the active sheet (the table just made)
    // q = 2 with three players left: a third withdrawal would leave 2 players for 2 places.
    expect(() => withdrawGbqPlayer({ sheet: 'Group B', player: 'Ann', games: 'keep' })).toThrow(
      'leaves 2 players for 2 qualification places: lower the qualifiers (B2 of "Group B") to at most 1 first.',
    );
    expect(sheet.getRange('R10:R14').getValues().flat()).toEqual(['', '', '', 'void', 'keep']);
    createGbqTable({ title: 'No log', players: FIVE, qualifiers: 2 });
    expect(() => withdrawGbqPlayer({ sheet: 'No log', player: 'Ann', games: 'keep' })).toThrow('"No log" has no results log');
    void gas;
  });
});
