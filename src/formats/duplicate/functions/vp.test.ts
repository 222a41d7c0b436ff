import vm from 'vm';
import { VP } from './vp';

describe('VP', () => {
  it('seed values and the protocol check', () => {
    expect(VP(8, 12)).toBe(17);
    expect(VP(-8, 12)).toBe(13);
    expect(VP([[35 - 43], [43 - 35]], 12)).toEqual([[13], [17]]);
  });

  it('element-wise over differences and game counts; blanks blank', () => {
    expect(VP([[0], [51], [-51], ['']], [[8], [8], [8], [8]])).toEqual([[15], [30], [0], ['']]);
    expect(VP([[88, 87]], 24)).toEqual([[30, 29]]);
    expect(VP(5, '')).toBe('');
  });

  it('errors: 21 games, text, dates, missing games, shapes', () => {
    expect(() => VP(5, 21)).toThrow('VP: 21 (games) is not a game count of the VP table; use 8 10 12 14 16 20 24');
    expect(() => VP(5, '12')).toThrow('VP: "12" (games) is text, not a number; use 8 10 12 14 16 20 24');
    expect(() => VP('five', 12)).toThrow('VP: "five" (imp_difference) is text, not a number');
    const foreign = vm.runInNewContext('new Date(Date.UTC(2024, 1, 2))');
    expect(() => VP(5, foreign)).toThrow('VP: the date 2024-02-02 (games) is a date, not a number');
    expect(() => VP(5, new Date(Date.UTC(2024, 1, 3)))).toThrow('VP: the date 2024-02-03 (games) is a date, not a number');
    expect(() => VP(5, undefined as never)).toThrow('VP: games is missing; use 8 10 12 14 16 20 24');
    expect(() => VP([[1], [2]], [[8], [8], [8]])).toThrow('VP: imp_difference is 2×1 but games is 3×1; ranges must have the same shape');
  });
});
