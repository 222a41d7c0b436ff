import vm from 'vm';
import { GBQ } from './gbq';

const col = (...xs: unknown[]) => xs.map((x) => [x]) as never;

/** The output cell of row r (1-based) of a column result: a left-out row shows its reason there. */
const reasonAt = (result: unknown, r: number): unknown => (result as unknown[][])[r - 1][0];

describe('GBQ custom function', () => {
  it('computes a column, leaving blank rows blank', () => {
    expect(GBQ(col(45, '', 15, 0, 0), col(3, '', 3, 0, ''), 3)).toEqual([[-1.5], [''], [1.5], [0], [0]]);
  });

  it('takes options: win/loss TPs, reference mode (any case), step', () => {
    const tps = col(75, 50, 105, 10);
    const games = col(5, 4, 9, 6);
    expect(GBQ(tps, games, 2)).toEqual(col(-1.5, 0, -0.5, 6));
    expect(GBQ(tps, games, 2, '', '', 'GBQ')).toEqual(col(-1, 0.5, 0, 6.5));
    expect(GBQ(tps, games, 2, 15, 5, ' wbq ', 0.5)).toEqual(col(-1.5, 0, 0.5, 6.5));
    expect(GBQ(tps, games, 2, 15, 5, 'tp', 0)).toEqual(col(-1.5, 0, -0.5, 6));
    expect(GBQ(col(6, 2), col(4, 4), 1, 2, 0)).toEqual(col(0, 2));
  });

  it('broadcasts a single games value and accepts a single player', () => {
    expect(GBQ(col(40, 30), 4, 1)).toEqual(col(0, 1));
    expect(GBQ(40, 4, 1)).toBe(0);
    expect(GBQ(col(40, 30), col(4, 4), [[1]] as never)).toEqual(col(0, 1));
  });

  it('names a mismatch of heights or a wide range', () => {
    expect(() => GBQ(col(1, 2, 3), col(1, 1), 1)).toThrow('GBQ: tps has 3 rows but games has 2; give columns of the same height');
    expect(() => GBQ([[1, 2]] as never, col(1), 1)).toThrow('GBQ: tps must be a single column, not 2 columns wide');
  });

  it('names text and dates where numbers belong', () => {
    expect(reasonAt(GBQ(col(10, 20, 'abc'), col(1, 2, 3), 1), 3)).toContain('"abc" (row 3 of tps) is text, not a number; use a number of TPs');
    expect(reasonAt(GBQ(col(10, 20), col(1, 'two'), 1), 2)).toContain('"two" (row 2 of games) is text, not a number; use the number of games played');
    const date = vm.runInNewContext('new Date(Date.UTC(2024, 0, 5))');
    expect(reasonAt(GBQ(col(10, date), col(1, 2), 1), 2)).toContain('the date 2024-01-05 (row 2 of tps) is a date, not a number');
    expect(reasonAt(GBQ(col(10, 5), col(date, 1), 1), 1)).toContain('the date 2024-01-05 (row 1 of games) is a date, not a number');
    expect(() => GBQ(col(10), col(1), 1, 'x')).toThrow('GBQ: "x" (win_tp) is text, not a number');
  });

  it('names impossible rows', () => {
    expect(reasonAt(GBQ(col(10, 12), col(1, 0), 1), 2)).toContain('12 (row 2 of tps) has no games played beside it');
    expect(reasonAt(GBQ(col(10, 12), col(1, ''), 1), 2)).toContain('(row 2 of tps) has no games played beside it');
    expect(reasonAt(GBQ(col(10, 70), col(1, 3), 1), 2)).toContain('70 (row 2 of tps) is more than 3 game(s) can share out (60 TPs)');
    expect(reasonAt(GBQ(col(-5, 5), col(1, 1), 1), 1)).toContain('-5 (row 1 of tps) is negative; use TPs of 0 or more');
    expect(reasonAt(GBQ(col(10, 5), col(1.5, 1), 1), 1)).toContain('1.5 (row 1 of games) is not a whole number of games; use 0, 1, 2 …');
  });

  it('a row it cannot read is left out, named in its own cell; the other rows are computed without it', () => {
    const good = GBQ(col(45, 15, 0, 0), col(3, 3, 0, ''), 3);
    const slipped = GBQ(col(45, '', 15, 'x', 0, 0), col(3, '', 3, 2, 0, ''), 3) as unknown[][];
    expect(slipped[3][0]).toBe('"x" (row 4 of tps) is text, not a number; use a number of TPs');
    expect([slipped[0], slipped[2], slipped[4], slipped[5]]).toEqual(good);
    expect(slipped[1]).toEqual(['']);
    // too few readable rows for q: the whole column cannot be computed, and says why
    expect(() => GBQ(col(10, 'x'), col(1, 1), 2)).toThrow(
      'GBQ: 2 (qualifiers) is more than the 1 player(s) with TPs (1 row(s) left out: fix them); use 1 to 1',
    );
    // one value (not a column): still an error, there is no row to show it in
    expect(() => GBQ('x', 1, 1)).toThrow('GBQ: "x" (tps) is text, not a number');
  });

  it('names bad qualifiers: too big, zero, fractional, text, missing, a range', () => {
    expect(() => GBQ(col(10, 20, ''), col(1, 1, ''), 3)).toThrow('GBQ: 3 (qualifiers) is more than the 2 player(s) with TPs; use 1 to 2');
    expect(() => GBQ(col(10), col(1), 0)).toThrow('GBQ: 0 (qualifiers) is not a positive whole number; use the number of qualification places');
    expect(() => GBQ(col(10, 20), col(1, 1), 1.5)).toThrow('GBQ: 1.5 (qualifiers) is not a positive whole number');
    expect(() => GBQ(col(10), col(1), 'two')).toThrow('GBQ: "two" (qualifiers) is text, not a number');
    expect(() => GBQ(col(10), col(1), '')).toThrow('GBQ: "" (qualifiers) is missing');
    expect(() => GBQ(col(10), col(1), col(1, 2))).toThrow('GBQ: qualifiers must be a single value, not a range');
  });

  it('names bad options', () => {
    expect(() => GBQ(col(10), col(1), 1, '', '', 'best')).toThrow('GBQ: "best" (reference) is not a reference mode; use "tp", "gbq" or "wbq"');
    expect(() => GBQ(col(10), col(1), 1, 5, 15)).toThrow('GBQ: 5 (win_tp) is not more than loss_tp (15)');
    expect(() => GBQ(col(10), col(1), 1, '', '', '', -0.5)).toThrow('GBQ: -0.5 (step) is negative');
    expect(() => GBQ(col(10), col(1), 1, '', '', '', 'half')).toThrow('GBQ: "half" (step) is text, not a number');
  });
});
