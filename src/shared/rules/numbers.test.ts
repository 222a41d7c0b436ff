import fc from 'fast-check';
import { numberFromText } from './numbers';

describe('numbers typed as text in another locale (docs/rules.md §0.3)', () => {
  it.each([
    ['98,7', 98.7],
    ['98.7', 98.7],
    ['1,8', 1.8],
    [' -2,25 ', -2.25],
    ['0,850', 0.85],
    ['1850,5', 1850.5],
    ['12,3456', 12.3456],
  ])('%j is %d', (text, value) => {
    expect(numberFromText(text)).toEqual({ value });
  });

  it.each([
    ['1,850', [1.85, 1850]],
    ['1.850', [1.85, 1850]],
    ['-12,500', [-12.5, -12500]],
  ])('%j is ambiguous', (text, readings) => {
    expect(numberFromText(text)).toEqual({ ambiguous: readings });
  });

  it.each(['W4', '1O5', '330', '1,850,000', '1.850,5', '', ',5', '5,', '98,7%', 'e5'])('%j is no number of this kind', (text) => {
    expect(numberFromText(text)).toBeUndefined();
  });

  it('reads any decimal written with either separator back as the decimal (unless it is ambiguous)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 1, max: 9999 }), fc.constantFrom(',', '.'), (whole, frac, sep) => {
        const fraction = String(frac);
        const text = `${whole}${sep}${fraction}`;
        const read = numberFromText(text);
        const decimal = Number(`${whole}.${fraction}`);
        if (read && 'ambiguous' in read) expect(read.ambiguous[0]).toBe(decimal);
        else expect(read).toEqual({ value: decimal });
      }),
    );
  });
});
