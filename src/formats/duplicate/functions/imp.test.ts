import vm from 'vm';
import { IMP } from './imp';
import { SMP } from './smp';

describe('IMP', () => {
  it('seed values, signed, both tables', () => {
    expect(IMP(330)).toBe(8);
    expect(IMP(600)).toBe(12);
    expect(IMP(240)).toBe(6);
    expect(IMP(-240)).toBe(-6);
    expect(IMP(45)).toBe(1);
    expect(IMP(15, 'wbf')).toBe(0);
    expect(IMP(15, 'WBF')).toBe(1 - 1);
    expect(IMP(15, 'fairbg')).toBe(1);
    expect(IMP(-4500, 'wbf')).toBe(-24);
  });

  it('composes with SMP over a range; blanks stay blank; per-cell tables', () => {
    expect(IMP(SMP([[9], [15], ['']], 2))).toEqual([[8], [12], ['']]);
    expect(IMP([[15], [15]], [['fairbg'], ['wbf']])).toEqual([[1], [0]]);
  });

  it('errors: text and dates for points, unknown table', () => {
    expect(() => IMP('330')).toThrow('IMP: "330" (points) is text, not a number; use an SMP value or a difference of SMP values');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 1, 2))');
    expect(IMP([[330], [foreign], ['98,7'], ['1O5']])).toEqual([[8], ['the date 2024-02-02: a date, not a number'], [3], ['1O5: text, not a number']]);
    expect(() => IMP(330, 'acbl')).toThrow('IMP: "acbl" (table) is not an IMP table; use "fairbg" or "wbf"');
    expect(IMP([[1], [2]], [['wbf'], ['x']])).toEqual([[0], ['x: not an IMP table']]);
    expect(() => IMP([[1], [2]], [['wbf']])).toThrow('IMP: points is 2×1 but table is 1×1; ranges must have the same shape');
  });
});
