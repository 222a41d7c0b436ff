import vm from 'vm';
import { GBQSTATUS } from './gbqstatus';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';

const col = (...xs: unknown[]) => xs.map((x) => [x]) as never;

/** The output cell of row r (1-based) of a column result: a left-out row shows its reason there. */
const reasonAt = (result: unknown, r: number): unknown => (result as unknown[][])[r - 1][0];

describe('GBQSTATUS custom function', () => {
  // q = 2. A finished on 48.6 of 60; B and C have 30 of 40 and still play each other; D finished on 20 of 60.
  const names = col('A', 'B', 'C', 'D');
  const tps = col(48.6, 30, 30, 20);
  const games = col(3, 2, 2, 3);

  it('without the remaining games: the sound bound', () => {
    expect(GBQSTATUS(names, tps, games, 3, 2)).toEqual(col('', '', '', 'out'));
  });

  it('with the remaining games: exact (B and C cannot both pass A)', () => {
    expect(GBQSTATUS(names, tps, games, 3, 2, col('B'), col('c'))).toEqual(col('qualified', '', '', 'out'));
    expect(GBQSTATUS(names, tps, games, col(3, 3, 3, 3), 1, col('B'), col('C'))).toEqual(col('', '', '', 'out'));
    // blank rows of the list are skipped; names follow the name rule (case, extra spaces)
    expect(GBQSTATUS(names, tps, games, 3, 2, col('', ' b ', ''), col('', 'C', ''))).toEqual(col('qualified', '', '', 'out'));
  });

  it('an empty list means no games left: a finished group is marked by its final order', () => {
    expect(GBQSTATUS(col('A', 'B', 'C'), col(30, 20, 10), col(2, 2, 2), 2, 1, col('', ''), col('', ''))).toEqual(col('qualified', 'out', 'out'));
  });

  it('blank player rows stay blank; blank TPs and games count as 0; other win/loss TPs', () => {
    expect(GBQSTATUS(col('A', '', 'B'), col(2, 99, ''), col(1, 'x', ''), col(2, 'junk', 1), 1, col('B'), col('A'), 2, 0)).toEqual(col('', '', ''));
    expect(GBQSTATUS(col('A', 'B'), col(2, 0), col(1, 1), 1, 1, undefined, undefined, 2, 0)).toEqual(col('qualified', 'out'));
  });

  it('checks the list against total − played, naming the player', () => {
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B', 'A'), col('C', 'D'))).toThrow(
      'GBQSTATUS: "A" (row 1 of players) has 0 game(s) left (total 3 − played 3) but 1 listed in remaining_first/remaining_second',
    );
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col(''), col(''))).toThrow('GBQSTATUS: "B" (row 2 of players) has 1 game(s) left');
  });

  it('names bad remaining games', () => {
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'))).toThrow('GBQSTATUS: give both remaining_first and remaining_second');
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B', 'C'), col('C'))).toThrow('GBQSTATUS: remaining_first has 2 rows but remaining_second has 1');
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('Bea'), col('C'))).toThrow('GBQSTATUS: "Bea" (row 1 of remaining_first) is not one of the players');
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'), col(''))).toThrow('GBQSTATUS: "" (row 1 of remaining_second) is blank beside a player');
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'), col('b'))).toThrow(
      'GBQSTATUS: "b" (row 1 of remaining_second) is the same player as remaining_first',
    );
  });

  it('names bad rows and arguments', () => {
    expect(reasonAt(GBQSTATUS(col('A', 'a '), col(1, 1), col(1, 1), 3, 1), 2)).toContain('"a " (row 2 of players) appears twice (rows 1 and 2)');
    expect(() => GBQSTATUS(names, col(48.6, 30, 30), games, 3, 1)).toThrow('GBQSTATUS: players has 4 rows but tps has 3');
    expect(reasonAt(GBQSTATUS(names, tps, col(3, 2, 4, 3), 3, 1), 3)).toContain("4 (row 3 of games) is more than the player's total games (3)");
    // the other rows are computed without the left-out one
    const slipped = GBQSTATUS(names, col(48.6, 30, 'lots', 20), games, 3, 1) as unknown[][];
    expect(slipped.filter((_, i) => i !== 2)).toEqual(GBQSTATUS(col('A', 'B', 'D'), col(48.6, 30, 20), col(3, 2, 3), 3, 1) as unknown[][]);
    expect(reasonAt(GBQSTATUS(names, col(48.6, 30, 'lots', 20), games, 3, 1), 3)).toContain('"lots" (row 3 of tps) is text, not a number; use a number of TPs');
    expect(reasonAt(GBQSTATUS(names, col(48.6, 30, 45, 20), games, 3, 1), 3)).toContain('45 (row 3 of tps) is more than 2 game(s) can share out (40 TPs)');
    expect(reasonAt(GBQSTATUS(names, col(48.6, 30, -1, 20), games, 3, 1), 3)).toContain('-1 (row 3 of tps) is negative');
    expect(reasonAt(GBQSTATUS(names, tps, col(3, 2, 2.5, 3), 3, 1), 3)).toContain(
      '2.5 (row 3 of games) is not allowed; use a whole number of games, 0 or more',
    );
    expect(reasonAt(GBQSTATUS(names, tps, games, col(3, 3, '', 3), 1), 3)).toContain('"" (row 3 of total_games) is missing');
    expect(() => GBQSTATUS(names, tps, games, 0, 1)).toThrow(
      'GBQSTATUS: 0 (total_games) is not allowed; use the whole number of games the player has in the group, 1 or more',
    );
    const date = vm.runInNewContext('new Date(Date.UTC(2024, 0, 5))');
    expect(reasonAt(GBQSTATUS(names, tps, col(3, date, 2, 3), 3, 1), 2)).toContain('the date 2024-01-05 (row 2 of games) is a date, not a number');
    expect(() => GBQSTATUS(names, tps, games, 3, 5)).toThrow('GBQSTATUS: 5 (qualifiers) is more than the 4 player(s); use 1 to 4');
    expect(() => GBQSTATUS(names, tps, games, 3, 0)).toThrow('GBQSTATUS: 0 (qualifiers) is not a positive whole number');
    expect(() => GBQSTATUS(names, tps, games, 3, 1, '', '', 5, 15)).toThrow('GBQSTATUS: 5 (win_tp) is not more than loss_tp (15)');
    expect(() => GBQSTATUS([['A', 'B']] as never, tps, games, 3, 1)).toThrow('GBQSTATUS: players must be a single column, not 2 columns wide');
  });

  it('computes as a formula, one cell spilling down the players (one custom-function cell)', () => {
    const gas = installFakeGas();
    const sheet = asSpreadsheet(gas).getSheetByName('Sheet1')!;
    sheet.getRange('A1:D4').setValues([
      ['A', 48.6, 3, 3],
      ['B', 30, 2, 3],
      ['C', 30, 2, 3],
      ['D', 20, 3, 3],
    ]);
    sheet.getRange('F1:G1').setValues([['B', 'C']]);
    sheet.getRange('E1').setFormula('=GBQSTATUS(A1:A4, B1:B4, C1:C4, D1:D4, 2, F1:F1, G1:G1)');
    const fake = gas.book.sheet('Sheet1');
    expect([1, 2, 3, 4].map((r) => fake.valueAt(r, 5))).toEqual(['qualified', '', '', 'out']);
    // B and C have played: B took 19 of the 20 TPs and passed A; A is still 2nd, C is out.
    sheet.getRange('B2:C3').setValues([
      [49, 3],
      [31, 3],
    ]);
    sheet.getRange('F1:G1').setValues([['', '']]);
    expect([1, 2, 3, 4].map((r) => fake.valueAt(r, 5))).toEqual(['qualified', 'qualified', 'out', 'out']);
    // q = 1 by hand: A is out, B is through.
    sheet.getRange('E1').setFormula('=GBQSTATUS(A1:A4, B1:B4, C1:C4, D1:D4, 1, F1:F1, G1:G1)');
    expect([1, 2, 3, 4].map((r) => fake.valueAt(r, 5))).toEqual(['out', 'qualified', 'out', 'out']);
  });
});

describe('GBQSTATUS remaining_games: one row per pair with its number of games', () => {
  const names = col('A', 'B', 'C', 'D');
  const tps = col(48.6, 30, 30, 20);

  it('a row with a count is the same as that many rows of one game', () => {
    const early = col(48.6, 15, 15, 20);
    const games = col(3, 1, 1, 3);
    const perGame = GBQSTATUS(names, early, games, 3, 2, col('B', 'B'), col('C', 'C'));
    expect(perGame).toEqual(col('qualified', '', '', 'out'));
    expect(GBQSTATUS(names, early, games, 3, 2, col('B'), col('C'), undefined, undefined, col(2))).toEqual(perGame);
    expect(GBQSTATUS(names, tps, col(3, 2, 2, 3), 3, 2, col('B', ''), col('C', ''), 15, 5, col('', ''))).toEqual(col('qualified', '', '', 'out'));
  });

  it('checks the counts against total − played and names bad counts', () => {
    const games = col(3, 2, 2, 3);
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'), col('C'), 15, 5, col(2))).toThrow(
      'GBQSTATUS: "B" (row 2 of players) has 1 game(s) left (total 3 − played 2) but 2 listed',
    );
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'), col('C'), 15, 5, col(0))).toThrow(
      'GBQSTATUS: 0 (row 1 of remaining_games) is not allowed; use the number of games',
    );
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'), col('C'), 15, 5, col('x'))).toThrow(
      'GBQSTATUS: "x" (row 1 of remaining_games) is text, not a number',
    );
    expect(() => GBQSTATUS(names, tps, games, 3, 2, col('B'), col('C'), 15, 5, col(1, 1))).toThrow(
      'GBQSTATUS: remaining_first has 1 rows but remaining_games has 2',
    );
    expect(() => GBQSTATUS(names, tps, games, 3, 2, undefined, undefined, 15, 5, col(1))).toThrow(
      'GBQSTATUS: remaining_games needs remaining_first and remaining_second',
    );
  });
});
