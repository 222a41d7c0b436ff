/** The GBQ results log, withdrawal and cross-group table through the built bundle (dist/Code.js in gas-local). */
import { loadDist } from '../helpers/dist';
import { LIVE, SETTINGS } from '../../src/formats/gbq/sheets/layout';
import { LOG } from '../../src/formats/gbq/sheets/logLayout';
import { CROSS } from '../../src/formats/gbq/sheets/cross';

const FIRST = SETTINGS.firstRow;

describe('GBQ log tables from the built bundle', () => {
  it('a log table gives exact marks; a withdrawal and a cross-group table follow it live', () => {
    const { gas, ctx } = loadDist({ registerBundleFunctions: true });
    const players = ['Ann', 'Bob', 'Cid', 'Dee'];
    gas.execute(() => ctx.createGbqTable({ title: 'Group A', players, qualifiers: 2, gamesPerMatch: 1, log: true }));
    gas.execute(() => ctx.createGbqTable({ title: 'Group B', players: ['Eve', 'Fay', 'Gus'], qualifiers: 1, gamesPerMatch: 1, log: true }));
    const a = gas.book.sheet('Group A');
    const logFirst = FIRST + 4 + 3; // 4 player rows, a blank row, the log title and header
    a.getRange(logFirst, LOG.first, 5, 5).setValues([
      ['Ann', 'Bob', '', 12, 8],
      ['Ann', 'Cid', '', 12, 8],
      ['Ann', 'Dee', '', 12, 8],
      ['Bob', 'Dee', '', 17, 3],
      ['Cid', 'Dee', '', 17, 3],
    ]);
    const col = (c: number) => [0, 1, 2, 3].map((i) => a.valueAt(FIRST + i, c));
    // Bob and Cid can pass Ann only by beating each other: Ann is qualified, which the bound alone cannot see.
    expect(col(LIVE.player)).toEqual(['Bob', 'Cid', 'Ann', 'Dee']);
    expect(col(LIVE.status)).toEqual(['', '', 'qualified', 'out']);
    const w = gas.execute(() => ctx.withdrawGbqPlayer({ sheet: 'Group A', player: 'dee', games: 'void' })) as { voided: number };
    expect(w.voided).toBe(3);
    expect(col(LIVE.player)[3]).toBe('Dee');
    expect(col(LIVE.status)[3]).toBe('withdrawn');
    const made = gas.execute(() => ctx.createGbqCrossTable({ title: 'Best 3rds', k: 1 })) as { sheet: string; groups: string[] };
    expect(made.groups).toEqual(['Group A', 'Group B']);
    const cross = gas.book.sheet(made.sheet);
    expect(cross.valueAt(CROSS.firstRow, CROSS.player)).toBe('Cid'); // Ann 24 of 40, Bob and Cid 8 of 20 (Bob first by entry order): place 3
    expect(cross.valueAt(CROSS.firstRow + 1, CROSS.player)).toBe('Fay');
  });
});
