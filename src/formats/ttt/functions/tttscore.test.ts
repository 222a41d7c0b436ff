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
    expect(TTTSCORE([['W1', ''], [null, ' ']])).toEqual([[1, ''], ['', '']]);
    expect(TTTSCORE('')).toBe('');
    expect(TTTSCORE(undefined)).toBe('');
  });

  it('passes an adjudicated score through when it lies in 0 … W3', () => {
    expect(TTTSCORE([[1.7], [0], [2.7]])).toEqual([[1.7], [0], [2.7]]);
    expect(TTTSCORE(3, 'original')).toBe(3);
    expect(() => TTTSCORE([[1.7], [2.8]])).toThrow('TTTSCORE: 2.8 (row 2 of result) is not a score from 0 to 2.7; use W1 W2 W3 L1 L2 L3 WT LT or an adjudicated score');
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
