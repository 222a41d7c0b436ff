/** The custom functions as Sheets calls them: from dist/Code.js in a fresh gas-local context, with 2-D ranges. */
import vm from 'node:vm';
import { loadDist } from '../helpers/dist';

describe('custom functions from the built bundle', () => {
  it('work element-wise over 2-D ranges, broadcast scalars and keep blanks blank', () => {
    const { ctx } = loadDist();
    expect(ctx.TTTSCORE([['W1', 'L3'], ['', 'WB']])).toEqual([[1, 0.3], ['', 2.7]]);
    expect(ctx.TTTSCORE([['W3']], 'original')).toEqual([[3]]);
    expect(ctx.SMP([[9, 15], ['pass', 'triple']], 2)).toEqual([[330, 600], [300, 900]]);
    expect(ctx.IMP([[330], [-600], [45]])).toEqual([[8], [-12], [1]]);
    expect(ctx.VP([[8], [-8], ['']], 12)).toEqual([[17], [13], ['']]);
    expect(ctx.TTTTIMEOUT([[0.987], [0.515]], [[0.963], [0.189]], [[0.123], [0.005]])).toEqual([[2.5], [1.5]]);
  });

  it('throw the custom-function error message (docs/rules.md §0.3) for bad input, including a Date from the sheet\'s realm', () => {
    const { ctx } = loadDist();
    expect(() => ctx.TTTSCORE([['W1'], ['wgn']])).toThrow('TTTSCORE: "wgn" (row 2 of result) is not a result');
    expect(() => ctx.SMP(9, 3)).toThrow(/^SMP: 3 \(cube\)/);
    expect(() => ctx.VP(5, 21)).toThrow(/^VP: 21 \(games\).*8 10 12 14 16 20 24/);
    const date = vm.runInNewContext('new Date(Date.UTC(2026, 0, 2))');
    expect(() => ctx.VP(date, 12)).toThrow(/^VP: the date 2026-01-02 \(imp_difference\) is a date/);
    expect(() => ctx.IMP([[1], [2]], [['fairbg'], ['wbf'], ['wbf']])).toThrow(/^IMP: points is 2×1 but table is 3×1/);
  });
});
