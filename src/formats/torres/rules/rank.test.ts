import type { GamePoints } from './vp';
import { torresStandings, TorresGame } from './rank';

const game = (players: string[], points: GamePoints[]): TorresGame => ({ players, points });
const rows = (s: ReturnType<typeof torresStandings>) => s.map((x) => [x.rank, x.player, x.vp, x.difference, x.points, x.games]);

/**
 * A full season of a ten-player group: the 2-(10,4,2) design on Z5 × {0,1} with base blocks
 * {0₀,1₀,2₀,0₁}, {0₀,2₀,2₁,3₁}, {0₀,1₁,2₁,4₁} developed mod 5; i₀ = Ann Ben Cid Dot Eve, i₁ = Fay Gus Hal Ivy Jon.
 */
const SEASON: string[][] = [
  ['Ann', 'Ben', 'Cid', 'Fay'],
  ['Ben', 'Cid', 'Dot', 'Gus'],
  ['Cid', 'Dot', 'Eve', 'Hal'],
  ['Dot', 'Eve', 'Ann', 'Ivy'],
  ['Eve', 'Ann', 'Ben', 'Jon'],
  ['Ann', 'Cid', 'Hal', 'Ivy'],
  ['Ben', 'Dot', 'Ivy', 'Jon'],
  ['Cid', 'Eve', 'Jon', 'Fay'],
  ['Dot', 'Ann', 'Fay', 'Gus'],
  ['Eve', 'Ben', 'Gus', 'Hal'],
  ['Ann', 'Gus', 'Hal', 'Jon'],
  ['Ben', 'Hal', 'Ivy', 'Fay'],
  ['Cid', 'Ivy', 'Jon', 'Gus'],
  ['Dot', 'Jon', 'Fay', 'Hal'],
  ['Eve', 'Fay', 'Gus', 'Ivy'],
];
/** Points: every game a 100-all draw except game 1 (Ann 120, Ben 60, Cid 100, Fay 80) and game 5 (Eve 110, Ann 60, Ben 140, Jon 90). */
const SEASON_POINTS: number[][] = SEASON.map((_, g) => (g === 0 ? [120, 60, 100, 80] : g === 4 ? [110, 60, 140, 90] : [100, 100, 100, 100]));
const SEASON_ELO = new Map([
  ['Ann', 1500],
  ['Ben', 1700],
  ['Cid', 1450],
  ['Dot', 1400],
  ['Eve', 1550],
  ['Fay', 1650],
  ['Gus', 1600],
  ['Jon', 1350],
]); // Hal and Ivy have no Elo

/*
 * By hand. A 100-all draw: 4-way tie, each (8+4+2+1)/4 = 3.75 VP, difference 0, 100 points.
 * Game 1 (sum 360): Ann 1st 8 VP, 4·120−360 = +120; Cid 2nd 4, +40; Fay 3rd 2, −40; Ben 4th 1, −120.
 * Game 5 (sum 400): Ben 1st 8, +160; Eve 2nd 4, +40; Jon 3rd 2, −40; Ann 4th 1, −160.
 * Ann, Ben: 4 draws (15 VP, 0, 400) + games 1 and 5:  Ann 24, −40, 580;  Ben 24, +40, 600.
 * Cid, Fay: 5 draws (18.75, 0, 500) + game 1:         Cid 22.75, +40, 600;  Fay 20.75, −40, 580.
 * Eve, Jon: 5 draws + game 5:                         Eve 22.75, +40, 610;  Jon 20.75, −40, 590.
 * Dot, Gus, Hal, Ivy: 6 draws:                        22.5, 0, 600.
 * Ties: Ben/Ann on VP → difference; Eve/Cid and Jon/Fay on VP and difference → points;
 * Dot/Gus/Hal/Ivy on all three → Elo, lower first (Dot 1400, Gus 1600), no Elo after (Hal, Ivy), and
 * Hal/Ivy equal on everything → they share 7th; the next is 9th.
 */
const SEASON_TABLE = [
  [1, 'Ben', 24, 40, 600, 6],
  [2, 'Ann', 24, -40, 580, 6],
  [3, 'Eve', 22.75, 40, 610, 6],
  [4, 'Cid', 22.75, 40, 600, 6],
  [5, 'Dot', 22.5, 0, 600, 6],
  [6, 'Gus', 22.5, 0, 600, 6],
  [7, 'Hal', 22.5, 0, 600, 6],
  [7, 'Ivy', 22.5, 0, 600, 6],
  [9, 'Jon', 20.75, -40, 590, 6],
  [10, 'Fay', 20.75, -40, 580, 6],
];

describe('torresStandings', () => {
  it('the season design has every pair meeting exactly twice and 6 games each', () => {
    const pairs = new Map<string, number>();
    for (const g of SEASON) for (const a of g) for (const b of g) if (a < b) pairs.set(a + b, (pairs.get(a + b) ?? 0) + 1);
    expect(pairs.size).toBe(45);
    expect([...pairs.values()].every((c) => c === 2)).toBe(true);
  });

  it('ranks a full ten-player season by VP, difference, points and Elo (hand-computed table)', () => {
    const games = SEASON.map((players, g) => game(players, SEASON_POINTS[g]));
    expect(rows(torresStandings([], games, { elo: SEASON_ELO }))).toEqual(SEASON_TABLE);
  });

  it('with elo_order "high" the higher Elo ranks first; players without Elo still come after', () => {
    const games = SEASON.map((players, g) => game(players, SEASON_POINTS[g]));
    const r = rows(torresStandings([], games, { elo: SEASON_ELO, eloOrder: 'high' }));
    expect(r.slice(4, 8)).toEqual([
      [5, 'Gus', 22.5, 0, 600, 6],
      [6, 'Dot', 22.5, 0, 600, 6],
      [7, 'Hal', 22.5, 0, 600, 6],
      [7, 'Ivy', 22.5, 0, 600, 6],
    ]);
  });

  it('without any Elo, players equal on VP, difference and points share the rank', () => {
    const games = SEASON.map((players, g) => game(players, SEASON_POINTS[g]));
    const r = rows(torresStandings([], games));
    expect(r.slice(4, 8).map((x) => x[0])).toEqual([5, 5, 5, 5]);
    expect(r[8][0]).toBe(9);
  });

  it('lists roster players who have not played yet, with zeros', () => {
    const r = rows(torresStandings(['Zed', 'Ann'], [game(['Ann', 'Bob'], [10, 5])]));
    expect(r).toEqual([
      [1, 'Ann', 8, 5, 10, 1],
      [2, 'Bob', 4, -5, 5, 1],
      [3, 'Zed', 0, 0, 0, 0],
    ]);
  });

  it('counts a delayed player with 0 VP, last place, and their score at the last completed year', () => {
    const r = rows(torresStandings([], [game(['A', 'B', 'C', 'D'], [115, 130, { delayed: 123 }, 110])]));
    const sum = 115 + 130 + 123 + 110;
    expect(r).toEqual([
      [1, 'B', 8, 4 * 130 - sum, 130, 1],
      [2, 'A', 4, 4 * 115 - sum, 115, 1],
      [3, 'D', 2, 4 * 110 - sum, 110, 1],
      [4, 'C', 0, 4 * 123 - sum, 123, 1],
    ]);
  });

  it('refuses a player twice in a game', () => {
    expect(() => torresStandings([], [game(['A', 'A'], [1, 2])])).toThrow(RangeError);
  });
});
