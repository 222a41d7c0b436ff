import vm from 'vm';
import { TTTSCORE } from './tttscore';

describe('TTTSCORE', () => {
  it('scores every code and synonym under current and original scoring', () => {
    const codes = [['W1'], ['w2'], [' WB '], ['lose single'], ['LG'], ['lbg'], ['Win Timeout'], ['LT']];
    expect(TTTSCORE(codes)).toEqual([[1], [2], [2.7], [0.5], [0.5], [0.3], [1], [0]]);
    expect(TTTSCORE(codes, 'original')).toEqual([[1], [2], [3], [0.5], [0.5], [0.5], [1], [0]]);
    expect(TTTSCORE(codes, 'Current')).toEqual(TTTSCORE(codes));
    expect(TTTSCORE('W2')).toBe(2);
  });

  it('blank cells give blank cells; the shape is kept', () => {
    expect(
      TTTSCORE([
        ['W1', ''],
        [null, ' '],
      ]),
    ).toEqual([
      [1, ''],
      ['', ''],
    ]);
    expect(TTTSCORE('')).toBe('');
    expect(TTTSCORE(undefined)).toBe('');
  });

  it('passes an adjudicated score through when it lies in 0 … W3', () => {
    expect(TTTSCORE([[1.7], [0], [2.7]])).toEqual([[1.7], [0], [2.7]]);
    expect(TTTSCORE(3, 'original')).toBe(3);
    expect(() => TTTSCORE([[1.7], [2.8]])).toThrow(
      'TTTSCORE: 2.8 (row 2 of result) is not a score from 0 to 2.7; use W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x for an adjudicated timeout',
    );
    expect(() => TTTSCORE(-0.5)).toThrow('TTTSCORE: -0.5 (result) is not a score from 0 to 2.7');
  });

  it('opponent view: the mirrored code; an adjudicated winner’s opponent timed out (LT)', () => {
    const codes = [['W1'], ['W2'], ['W3'], ['L1'], ['L2'], ['L3'], ['WT'], ['LT'], [1.7], ['']];
    expect(TTTSCORE(codes, '', 'opponent')).toEqual([[0.5], [0.5], [0.3], [1], [2], [2.7], [0], [1], [0], ['']]);
    expect(TTTSCORE('W3', 'original', 'Opponent')).toBe(0.5);
    expect(TTTSCORE([['W2'], ['W2']], undefined, [['self'], ['opponent']])).toEqual([[2], [0.5]]);
    expect(() => TTTSCORE(0.5, undefined, 'opponent')).toThrow(
      "TTTSCORE: 0.5 (result) is below 1, so it is not an adjudicated win and the opponent's points are unknown",
    );
  });

  it('custom scoring: a range of 6 or 8 numbers', () => {
    const six = [[1, 2, 3, 0.5, 0.4, 0.2]];
    expect(TTTSCORE([['W3'], ['L2'], ['WT'], ['LT']], six)).toEqual([[3], [0.4], [1], [0]]);
    const eight = [[1], [2], [3], [0.5], [0.4], [0.2], [1.2], [0.1]];
    expect(TTTSCORE([['WT'], ['LT'], [1.7]], eight, 'opponent')).toEqual([[0.1], [1.2], [0.1]]);
    expect(TTTSCORE(2.9, six)).toBe(2.9);
  });

  it('errors: unknown code, bad scoring, bad view, booleans and dates', () => {
    expect(() => TTTSCORE([['W1'], ['L1'], ['wgn']])).toThrow('TTTSCORE: "wgn" (row 3 of result) is not a result; use W1 W2 W3 L1 L2 L3 WT LT');
    expect(() => TTTSCORE([['W1', 'x']])).toThrow('TTTSCORE: "x" (row 1, column 2 of result) is not a result');
    expect(() => TTTSCORE(true)).toThrow('TTTSCORE: TRUE (result) is not a result');
    expect(() => TTTSCORE(new Date(Date.UTC(2024, 0, 5)))).toThrow('TTTSCORE: the date 2024-01-05 (result) is a date, not a result');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 0, 6))');
    expect(() => TTTSCORE(foreign)).toThrow('TTTSCORE: the date 2024-01-06 (result) is a date, not a result');
    expect(() => TTTSCORE('W1', 'modern')).toThrow('TTTSCORE: "modern" (scoring) is not a scoring; use "current", "original" or a range of 6 or 8 numbers');
    expect(() => TTTSCORE('W1', [[1, 2, 3, 4, 5]])).toThrow('TTTSCORE: scoring is a range of 5 cells;');
    expect(() => TTTSCORE('W1', [[1, 2, 'x', 4, 5, 6]])).toThrow('TTTSCORE: "x" (row 1, column 3 of scoring) is text, not a number');
    expect(() => TTTSCORE('W1', [[1], [2], [3], [4], [5], [-6]])).toThrow('TTTSCORE: -6 (row 6 of scoring) is negative');
    expect(() => TTTSCORE('W1', [[1, 2, foreign, 4, 5, 6]])).toThrow('TTTSCORE: the date 2024-01-06 (row 1, column 3 of scoring) is a date, not a number');
    expect(() => TTTSCORE('W1', '', 'them')).toThrow('TTTSCORE: "them" (view) is not a view; use "self" or "opponent"');
    expect(() => TTTSCORE([['W1'], ['W2']], '', [['self'], ['me']])).toThrow('TTTSCORE: "me" (row 2 of view) is not a view');
    expect(() => TTTSCORE([['W1'], ['W2']], '', [['self'], ['self'], ['self']])).toThrow(
      'TTTSCORE: result is 2×1 but view is 3×1; ranges must have the same shape',
    );
  });

  it('never returns NaN or undefined', () => {
    const out = TTTSCORE([['W1', '', 1.2, 'lt']]) as unknown[][];
    for (const v of out.flat()) expect(typeof v === 'number' ? Number.isFinite(v) : v === '').toBe(true);
  });
});

describe('TTTSCORE: adjudicated timeouts either way (WT x / LT x)', () => {
  it('WT x: x for the player, the LT points for the opponent; LT x the other way round', () => {
    const cells = [['WT 1.8'], ['LT 1.8'], ['wt2,3'], ['Lose Timeout 2.7'], ['WT 1'], [1.8]];
    expect(TTTSCORE(cells)).toEqual([[1.8], [0], [2.3], [0], [1], [1.8]]);
    expect(TTTSCORE(cells, 'current', 'opponent')).toEqual([[0], [1.8], [0], [2.7], [0], [0]]);
    expect(TTTSCORE([['LT 3'], ['WT 3']], 'original', 'opponent')).toEqual([[3], [0]]);
    expect(TTTSCORE([['WT 1.8'], ['WT 1.8']], '', [['self'], ['opponent']])).toEqual([[1.8], [0]]);
  });

  it('limits: 1 … 2.7 current, 1 … 3.0 original, the W3 number custom; plain WT / LT keep 1 / 0', () => {
    expect(() => TTTSCORE('WT 2.8')).toThrow('TTTSCORE: "WT 2.8" (result) is not a result: the adjudicated score must be from 1 to 2.7');
    expect(() => TTTSCORE([['W1'], ['LT 0.9']])).toThrow('TTTSCORE: "LT 0.9" (row 2 of result) is not a result: the adjudicated score must be from 1 to 2.7');
    expect(() => TTTSCORE('LT 0')).toThrow('must be from 1 to 2.7');
    expect(TTTSCORE('LT 2.8', 'original', 'opponent')).toBe(2.8);
    expect(() => TTTSCORE('WT 3.1', 'original')).toThrow('must be from 1 to 3');
    expect(() => TTTSCORE('WT 2.6', [[1, 2, 2.5, 0.5, 0.5, 0.3]])).toThrow('must be from 1 to 2.5');
    expect(TTTSCORE([['WT'], ['LT']])).toEqual([[1], [0]]);
    expect(() => TTTSCORE('L 1.8')).toThrow('TTTSCORE: "L 1.8" (result) is not a result; use W1 W2 W3 L1 L2 L3 WT LT, or WT x / LT x');
    expect(() => TTTSCORE('-1.8')).toThrow('is not a result');
  });
});
