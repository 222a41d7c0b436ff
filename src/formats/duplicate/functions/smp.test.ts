import vm from 'vm';
import { SMP } from './smp';

describe('SMP', () => {
  it('seed values and the default cube', () => {
    expect(SMP(9, 2)).toBe(330);
    expect(SMP(15, 2)).toBe(600);
    expect(SMP(9)).toBe(190);
    expect(SMP(9, '')).toBe(190);
  });

  it('outcome words', () => {
    expect(SMP([['gammon'], ['G'], ['pass'], ['P'], ['triple'], ['backgammon'], ['B'], ['BG'], ['9']], 4)).toEqual([
      [1200],
      [1200],
      [600],
      [600],
      [1800],
      [1800],
      [1800],
      [1800],
      [510],
    ]);
  });

  it('element-wise over outcomes and cubes, blanks blank', () => {
    expect(
      SMP(
        [
          [1, 8],
          ['', 'pass'],
        ],
        [
          [64, 32],
          [1, 64],
        ],
      ),
    ).toEqual([
      [790, 2810],
      ['', 9600],
    ]);
    expect(SMP([[4], [4]], [[32], [64]])).toEqual([[1430], [2810]]);
  });

  it('errors: cube 3, unknown outcome, 0 and 16 checkers, text cube, dates, shapes', () => {
    expect(() => SMP(9, 3)).toThrow('SMP: 3 (cube) is not a cube value; use 1 2 4 8 16 32 64');
    // Over a range, a bad cell is its own row's problem: a short reason there, the other rows computed.
    expect(SMP([[9], [9], ['W4'], ['*'], [9]], [[2], [3], [1], [1], ['2,0']])).toEqual([
      [330],
      ['3: not a cube value'],
      ['W4: not an outcome'],
      ['*: not an outcome'],
      [330], // "2,0": a decimal comma, read as 2 (src/shared/rules/numbers.ts)
    ]);
    expect(() => SMP('double', 1)).toThrow('SMP: "double" (outcome) is not an outcome; use 1–15 (checkers the loser had left), "gammon", "pass" or "triple"');
    expect(() => SMP(16)).toThrow('SMP: 16 (outcome) is not an outcome');
    expect(() => SMP(0)).toThrow('SMP: 0 (outcome) is not an outcome');
    expect(() => SMP(2.5)).toThrow('SMP: 2.5 (outcome) is not an outcome');
    expect(() => SMP(9, '2')).toThrow('SMP: "2" (cube) is text, not a number; use 1 2 4 8 16 32 64');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 1, 2))');
    expect(() => SMP(9, foreign)).toThrow('SMP: the date 2024-02-02 (cube) is a date, not a number');
    expect(() => SMP(foreign)).toThrow('SMP: the date 2024-02-02 (outcome) is a date, not an outcome');
    expect(() => SMP([[1], [2]], [[1, 2]])).toThrow('SMP: outcome is 2×1 but cube is 1×2; ranges must have the same shape');
  });
});
