import vm from 'vm';
import { elementwise, isDate, Place, toNumber, toText, optionText, show } from './args';

const double = (v: unknown[][] | unknown) => elementwise('DOUBLE', [{ name: 'x', value: v as never }], ([x], at) => (x === '' ? '' : toNumber(x, at(0)) * 2));

describe('elementwise', () => {
  it('returns a scalar for scalars and the range shape for ranges', () => {
    expect(double(4)).toBe(8);
    expect(double([[1], [2], ['']])).toEqual([[2], [4], ['']]);
    expect(double([[1, 2]])).toEqual([[2, 4]]);
  });

  it('broadcasts a scalar against a range and insists on equal shapes between ranges', () => {
    const add = (a: unknown, b: unknown) =>
      elementwise(
        'ADD',
        [
          { name: 'a', value: a as never },
          { name: 'b', value: b as never },
        ],
        ([x, y], at) => toNumber(x, at(0)) + toNumber(y, at(1)),
      );
    expect(add([[1], [2]], 10)).toEqual([[11], [12]]);
    expect(() => add([[1], [2]], [[1], [2], [3]])).toThrow('ADD: a is 2×1 but b is 3×1; ranges must have the same shape');
  });

  it('names the row (and the column of a wide range) of a bad cell', () => {
    expect(() => double([[1], ['x']])).toThrow('DOUBLE: "x" (row 2 of x) is text, not a number; use a number');
    expect(() => double([[1, true]])).toThrow('DOUBLE: TRUE (row 1, column 2 of x) is not a number');
    expect(() => double('y')).toThrow('DOUBLE: "y" (x) is text');
  });
});

describe('coercion', () => {
  it('recognises Dates from another realm and refuses them as numbers', () => {
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 0, 5))');
    expect(foreign instanceof Date).toBe(false);
    expect(isDate(foreign)).toBe(true);
    expect(() => toNumber(foreign, new Place('VP', 'games'))).toThrow('VP: the date 2024-01-05 (games) is a date, not a number');
  });

  it('reads codes as trimmed text, numbers as their text, and options with defaults', () => {
    expect(toText('  w1 ', new Place('F', 'r'), 'a code')).toBe('w1');
    expect(toText(9, new Place('F', 'r'), 'a code')).toBe('9');
    expect(() => toText(true, new Place('F', 'r'), 'a code')).toThrow('F: TRUE (r) is not a code');
    expect(optionText('F', 'mode', undefined, 'tp')).toBe('tp');
    expect(optionText('F', 'mode', '', 'tp')).toBe('tp');
    expect(optionText('F', 'mode', [['gbq']], 'tp')).toBe('gbq');
    expect(() => optionText('F', 'mode', [['a'], ['b']], 'tp')).toThrow('F: mode must be a single value, not a range');
    expect(show(undefined)).toBe('a blank');
  });
});
