import { CYCLIC_FAMILIES, developCyclic, EXACT_SIZES, exactDesign, affinePlaneOrder4 } from './designs';
import { NEAR_DESIGNS } from './nearDesigns';
import { pairMeetings, scheduleReport } from './report';
import { torresSchedule } from './schedule';
import { scheduleShape } from './shape';
import { snake } from './snake';

/** Every group size the endpoints accept (3 … 30). */
const SIZES = Array.from({ length: 28 }, (_, i) => i + 3);
const SEEDS = ['a', 'season-2026', '42'];

describe('exact λ = 2 designs', () => {
  it.each(EXACT_SIZES)('v = %i: every pair exactly twice, four players a game, points 0..v−1', (v) => {
    const d = exactDesign(v) as number[][];
    expect(d.every((g) => g.length === 4 && new Set(g).size === 4 && g.every((p) => p >= 0 && p < v))).toBe(true);
    expect(d).toHaveLength((v * (v - 1)) / 6);
    const m = pairMeetings(v, d);
    for (let x = 0; x < v; x++) for (let y = 0; y < v; y++) if (x !== y) expect(m[x][y]).toBe(2);
  });

  it('exact sizes are exactly v ≡ 1 (mod 3), every one up to the largest group (30)', () => {
    expect(EXACT_SIZES).toEqual([4, 7, 10, 13, 16, 19, 22, 25, 28]);
    for (let v = 3; v <= 30; v++) expect(exactDesign(v) !== undefined).toBe(v % 3 === 1);
  });

  /** Ordered differences of the base blocks of a cyclic family, counted by residue. */
  const differences = (v: number, n: number): number[] => {
    const counts = new Array<number>(n).fill(0);
    for (const base of CYCLIC_FAMILIES[v].baseBlocks) for (const [a] of base) for (const [b] of base) if (a !== b) counts[(((b - a) % n) + n) % n] += 1;
    return counts;
  };

  it('v = 25: four base blocks of Z25 cover every nonzero difference exactly twice (a (25,4,2) difference family)', () => {
    differences(25, 25).forEach((c, d) => expect(c).toBe(d === 0 ? 0 : 2));
    expect(developCyclic(CYCLIC_FAMILIES[25])).toHaveLength(100);
  });

  it('v = 28: four base blocks of Z27 cover every difference but 0, ±9 exactly twice; {∞,0,9,18} twice does the rest', () => {
    differences(28, 27).forEach((c, d) => expect(c).toBe(d % 9 === 0 ? 0 : 2));
    expect(developCyclic(CYCLIC_FAMILIES[28])).toHaveLength(126);
  });

  it('v = 22 base blocks over Z21 cover every difference except ±7 exactly twice', () => {
    const counts = new Array<number>(21).fill(0);
    for (const base of CYCLIC_FAMILIES[22].baseBlocks) for (const [a] of base) for (const [b] of base) if (a !== b) counts[(((b - a) % 21) + 21) % 21] += 1;
    counts.forEach((c, d) => expect(c).toBe(d === 0 || d % 7 === 0 ? 0 : 2));
    expect(developCyclic(CYCLIC_FAMILIES[22])).toHaveLength(77);
  });

  it('{1,3,4,5} is a (7,4,2) difference set and AG(2,4) has 20 lines, each pair once', () => {
    const counts = new Array<number>(7).fill(0);
    for (const a of [1, 3, 4, 5]) for (const b of [1, 3, 4, 5]) if (a !== b) counts[(b - a + 7) % 7] += 1;
    expect(counts.slice(1)).toEqual([2, 2, 2, 2, 2, 2]);
    const lines = affinePlaneOrder4();
    expect(lines).toHaveLength(20);
    const m = pairMeetings(16, lines);
    for (let x = 0; x < 16; x++) for (let y = x + 1; y < 16; y++) expect(m[x][y]).toBe(1);
  });

  it('in a 2-(10,4,2) design every two games share a player', () => {
    for (const seed of SEEDS) {
      const { games } = torresSchedule(10, seed);
      for (let i = 0; i < games.length; i++) for (let j = i + 1; j < games.length; j++) expect(games[i].some((p) => games[j].includes(p))).toBe(true);
    }
  });
});

describe('torresSchedule', () => {
  it.each(SEEDS)('10 players, seed %s: 15 games, 6 each, every pair exactly twice', (seed) => {
    const { games, report } = torresSchedule(10, seed);
    expect(games).toHaveLength(15);
    expect(report.gamesPerPlayer).toEqual(new Array(10).fill(6));
    expect(report).toMatchObject({ minMeetings: 2, maxMeetings: 2, exact: true, threePlayerGames: 0 });
  });

  it.each(SIZES)('v = %i meets the rules for several seeds', (v) => {
    const shape = scheduleShape(v);
    const g = Math.round((2 * (v - 1)) / 3);
    expect(shape.gamesPerPlayer).toBe(g);
    // fewest 3-player games: 3b ≡ seats (mod 4), b < 4
    expect(shape.threePlayerGames).toBeLessThan(4);
    expect((v * g - 3 * shape.threePlayerGames) % 4).toBe(0);
    if ((v * g) % 4 === 0) expect(shape.threePlayerGames).toBe(0);
    for (const seed of SEEDS) {
      const { games, report } = torresSchedule(v, seed);
      expect(games.every((game) => (game.length === 3 || game.length === 4) && new Set(game).size === game.length)).toBe(true);
      expect(report.gamesPerPlayer).toEqual(new Array(v).fill(g));
      expect(report.threePlayerGames).toBe(shape.threePlayerGames);
      expect(report.maxMeetings - report.minMeetings).toBeLessThanOrEqual(1);
      expect(report.exact).toBe(v % 3 === 1);
      expect(report).toEqual(scheduleReport(v, games));
      // counted pair by pair, independently of the report
      const m = pairMeetings(v, games);
      const counts = m.flatMap((row, x) => row.filter((_, y) => y > x));
      const total = 6 * shape.fourPlayerGames + 3 * shape.threePlayerGames;
      const floor = Math.floor(total / counts.length);
      expect(counts.every((c) => c === floor || c === floor + 1)).toBe(true);
      if (v % 3 === 1) expect(counts.every((c) => c === 2)).toBe(true);
    }
  });

  it('same seed → same schedule; another seed → another schedule', () => {
    for (const v of [8, 10, 12, 23]) {
      expect(torresSchedule(v, 's1')).toEqual(torresSchedule(v, 's1'));
      expect(torresSchedule(v, 's1').games).not.toEqual(torresSchedule(v, 's2').games);
    }
  });

  it('stored near designs have the shape of their size', () => {
    for (const [v, d] of Object.entries(NEAR_DESIGNS)) {
      const shape = scheduleShape(Number(v));
      expect(d.games).toHaveLength(shape.fourPlayerGames + shape.threePlayerGames);
    }
  });

  it('rejects groups of fewer than 3 players; 3 players play one three-player game', () => {
    expect(() => torresSchedule(2, 'x')).toThrow(/at least 3/);
    const { report } = torresSchedule(3, 'x');
    expect(report).toMatchObject({ threePlayerGames: 1, minMeetings: 1, maxMeetings: 1 });
  });

  it('every size from 17 up without an exact design is stored (the in-budget search is only used up to 15)', () => {
    for (let v = 16; v <= 30; v++) expect(exactDesign(v) !== undefined || NEAR_DESIGNS[v] !== undefined).toBe(true);
  });
});

describe('snake', () => {
  it('deals 12 into 4 blocks as in the seed example', () => {
    expect(
      snake(
        Array.from({ length: 12 }, (_, i) => `n${i + 1}`),
        4,
      ),
    ).toEqual([
      ['n1', 'n8', 'n9'],
      ['n2', 'n7', 'n10'],
      ['n3', 'n6', 'n11'],
      ['n4', 'n5', 'n12'],
    ]);
  });
});
