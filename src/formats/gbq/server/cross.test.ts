/**
 * The cross-group table (seed §1c: the best k of the (q+1)-th placed) against an independent computation: each
 * group's order worked out here with exact fractions (TP%, then D, then entry row; players without games last),
 * its (q+1)-th placed compared across the groups on TP% as fractions, the best k and the ties at the edge.
 */
import { createGbqCrossTable, createGbqTable, withdrawGbqPlayer } from './endpoints';
import { lcgFrom } from '../rules/bruteforce.model';
import { CROSS } from '../sheets/cross';
import { logOf } from '../sheets/log';
import { SETTINGS } from '../sheets/layout';
import { WITHDRAWN_COLUMN } from '../sheets/logLayout';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeSheet } from '../../../../dev/fake/sheet';
import { errorCells, typeEntries, typeLog } from './testHelpers';

interface P {
  name: string;
  tp: number;
  games: number;
  row: number;
}

/** a/b > c/d for non-negative integers (b, d > 0). */
const cmp = (a: bigint, b: bigint, c: bigint, d: bigint) => (a * d > c * b ? 1 : a * d < c * b ? -1 : 0);
const tenths = (x: number) => BigInt(Math.round(x * 10));

/** The group's order (docs/rules.md §5.3 "tp"), independently: games first, TP% high first, then D, then row. */
function order(players: P[]): P[] {
  return [...players].sort((x, y) => {
    if (x.games > 0 !== y.games > 0) return x.games > 0 ? -1 : 1;
    if (x.games === 0) return x.row - y.row;
    const byPct = cmp(tenths(y.tp), BigInt(y.games), tenths(x.tp), BigInt(x.games));
    if (byPct !== 0) return byPct;
    const d = (p: P) => tenths(p.tp) - BigInt(p.games) * 100n; // D × 10·(win−loss)/… same order as D at 15–5
    if (d(x) !== d(y)) return d(y) > d(x) ? 1 : -1;
    return x.row - y.row;
  });
}

const SIZES = [3, 4, 5, 4];

describe('cross-group table', () => {
  it('the (q+1)-th placed of each group and the best k agree with an independent computation (30 random settings)', () => {
    const gas = installFakeGas();
    const sheets: FakeSheet[] = SIZES.map((n, g) => {
      const players = Array.from({ length: n }, (_, i) => `G${g + 1}P${i + 1}`);
      return gas.book.sheet(createGbqTable({ title: `Group ${g + 1}`, players, qualifiers: 1, gamesPerMatch: 1 }).sheet);
    });
    const { sheet, groups } = createGbqCrossTable({ title: 'Best 4ths', sheets: ['Group 1', 'Group 2', 'Group 3', 'Group 4'], k: 2 });
    expect(groups).toEqual(['Group 1', 'Group 2', 'Group 3', 'Group 4']);
    const cross = gas.book.sheet(sheet);
    let ties = 0;
    let best = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const next = lcgFrom(seed * 104729);
      const picked: (P | undefined)[] = [];
      SIZES.forEach((n, g) => {
        const total = n - 1;
        const players: P[] = Array.from({ length: n }, (_, i) => {
          const games = Math.floor(next() * (total + 1));
          return { name: `G${g + 1}P${i + 1}`, games, tp: games === 0 ? 0 : Math.floor(next() * (4 * games + 1)) * 5, row: i };
        });
        const q = 1 + Math.floor(next() * (n - 1));
        sheets[g].getRange(SETTINGS.qualifiersRow, 2).setValue(q);
        typeEntries(
          sheets[g],
          players.map((p) => ({ played: p.games, tps: p.tp })),
        );
        picked.push(order(players)[q]);
      });
      const k = 1 + Math.floor(next() * SIZES.length);
      cross.getRange(CROSS.kRow, 2).setValue(k);
      const rows = cross.getRange(CROSS.firstRow, 1, SIZES.length, CROSS.state).getValues();
      picked.forEach((p, g) => {
        const row = rows[g];
        expect(row[CROSS.player - 1]).toBe(p?.name ?? '');
        if (!p) return;
        const above = picked.filter(
          (o) => o && o !== p && (o.games > 0 ? (p.games > 0 ? cmp(tenths(o.tp), BigInt(o.games), tenths(p.tp), BigInt(p.games)) > 0 : true) : false),
        ).length;
        const level = picked.filter(
          (o) => o && o !== p && o.games > 0 === p.games > 0 && (p.games === 0 || cmp(tenths(o.tp), BigInt(o.games), tenths(p.tp), BigInt(p.games)) === 0),
        ).length;
        const want = above >= k ? '' : above + level < k ? `best ${k}` : `tie for best ${k}`;
        expect([seed, p.name, row[CROSS.rank - 1], row[CROSS.best - 1]]).toEqual([seed, p.name, above + 1, want]);
        if (want.startsWith('tie')) ties++;
        if (want.startsWith('best')) best++;
      });
      expect(errorCells(cross)).toEqual([]);
    }
    expect(ties).toBeGreaterThan(3); // ties at the edge occur and are shown
    expect(best).toBeGreaterThan(20);
  });

  it('reads the group live: a withdrawn (q+1)-th leaves the group without one; the group state; k typed on the sheet', () => {
    const gas = installFakeGas();
    const a = gas.book.sheet(createGbqTable({ title: "Ann's group", players: ['Ann', 'Bob', 'Cid'], qualifiers: 1, gamesPerMatch: 1, log: true }).sheet);
    const b = gas.book.sheet(createGbqTable({ title: 'Group B', players: ['Dee', 'Eve', 'Fay'], qualifiers: 1, gamesPerMatch: 1 }).sheet);
    typeLog(a, logOf(3, 3).first, 3, [
      ['Ann', 'Bob', '', 15, 5],
      ['Ann', 'Cid', '', 12, 8],
      ['Bob', 'Cid', '', 10, 10],
    ]);
    typeEntries(b, [
      { played: 1, tps: 15 },
      { played: 1, tps: 5 },
      { played: 0, tps: 0 },
    ]);
    const { sheet } = createGbqCrossTable({ title: 'Cross', k: 1 }); // blank sheets: every GBQ table
    const cross = gas.book.sheet(sheet);
    const row = (g: number) => cross.getRange(CROSS.firstRow + g, 1, 1, CROSS.state).getValues()[0];
    expect(row(0)).toEqual(["Ann's group", 1, 2, 'Cid', 2, 18, 0.45, 1, 'best 1', 'group finished']);
    expect(row(1)).toEqual(['Group B', 1, 2, 'Eve', 1, 5, 0.25, 2, '', '2 game(s) still to play: provisional']);
    withdrawGbqPlayer({ sheet: "Ann's group", player: 'Bob', games: 'keep' });
    expect(row(0)).toEqual(["Ann's group", 1, 2, 'Cid', 2, 18, 0.45, 1, 'best 1', 'group finished']);
    // By hand, Cid withdraws too: nobody is left at place 2 (and q = 1 is now too many: the group shows a problem).
    a.getRange(SETTINGS.firstRow + 2, WITHDRAWN_COLUMN).setValue('void');
    expect(row(0).slice(3, 10)).toEqual(['', '', '', '', '', '', 'problems to fix in the group (B6)']);
    expect(row(1)[CROSS.best - 1]).toBe('best 1');
    cross.getRange(CROSS.kRow, 2).setValue(5);
    expect(cross.valueAt(CROSS.kRow, 3)).toBe('Best k: enter a whole number from 1 to 2');
    expect(row(1)[CROSS.best - 1]).toBe('');
    expect(errorCells(cross)).toEqual([]);
  });

  it('refuses bad requests, every problem at once, nothing written', () => {
    const gas = installFakeGas();
    createGbqTable({ title: 'Group A', players: ['Ann', 'Bob'], qualifiers: 1 });
    expect(() => createGbqCrossTable({ title: 'X', k: 1 })).toThrow(
      'Sheets: the spreadsheet has 1 GBQ group table(s); a cross-group table compares 2 or more.',
    );
    expect(() => createGbqCrossTable({ title: '', sheets: ['Group A', 'Nope', 'Sheet1', 'Group A'], k: 0 })).toThrow(
      [
        'Title: enter a title for the GBQ cross-group table (it names the sheets), e.g. "May 2026".',
        'Sheet 2: there is no sheet named "Nope".',
        'Sheet 3: "Sheet1" is not a GBQ group table.',
        'Sheet 4: "Group A" is listed twice (sheets 1 and 4).',
        'Best k 0 is not allowed; use how many (q+1)-th placed qualify, a whole number from 1 to 1.',
      ].join('\n'),
    );
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1', 'Group A']);
  });
});
