import { loadDist } from '../helpers/dist';

describe('GBQ and TORRESRANK from the built bundle', () => {
  it('compute over 2-D ranges as Sheets passes them', () => {
    const { ctx } = loadDist();
    // The seed: 3 games won 45–15, against an untouched third place.
    expect(ctx.GBQ([[45], [15], [0], ['']], [[3], [3], [0], ['']], 3)).toEqual([[-1.5], [1.5], [0], ['']]);
    const out = ctx.TORRESRANK([['A', 115, 'B', 130, 'C', 123, 'D', 110]]) as unknown[][];
    expect(out.slice(1).map((r) => r[3])).toEqual([42, 14, -18, -38]);
  });

  it('keep a bad row on its row and say why there; a wrong argument shape still stops the function', () => {
    const { ctx } = loadDist();
    expect(ctx.GBQ([[45], ['x']], [[3], [3]], 1)).toEqual([[0], ['"x" (row 2 of tps) is text, not a number; use a number of TPs']]);
    const out = ctx.TORRESRANK([['A', 1, 'A', 2]]) as unknown[][];
    expect(out.at(-1)?.[0]).toMatch(/^Left out: 1 game \(results row 1: 'A' plays twice in one game\)/);
    expect(() => ctx.GBQ([[45], [15]], [[3]], 1)).toThrow(/^GBQ: /);
  });
});
