import { groupStatistics } from './statistics';
import { CURRENT_SCORING, ORIGINAL_SCORING } from './scores';
import type { PublishedGroup } from './publish';

const groups: PublishedGroup[] = [
  {
    name: 'G1',
    games: [
      { first: 'Ann', second: 'Bob', result: 'W2' },
      { first: 'Cy', second: 'Ann', result: 'L3' }, // Cy L3, Ann W3
      { first: 'Bob', second: 'Cy', result: null },
    ],
    removed: [],
  },
  {
    name: 'G2',
    games: [
      { first: 'Ann', second: 'Dee', result: 'WT' },
      { first: 'Dee', second: 'Eve', result: 1.7 }, // adjudicated: Dee WT 1.7, Eve LT
      { first: 'Eve', second: 'Ann', result: 'W1' },
    ],
    removed: [],
  },
];
const count = (c: Partial<Record<string, number>>): number[] => ['W1', 'W2', 'W3', 'L1', 'L2', 'L3', 'WT', 'LT'].map((k) => c[k] ?? 0);

describe('groupStatistics', () => {
  it('one line per entry of every group, in order of appearance', () => {
    const s = groups.flatMap((g) => groupStatistics(g, CURRENT_SCORING));
    expect(s.map((e) => `${e.group}:${e.player}`)).toEqual(['G1:Ann', 'G1:Bob', 'G1:Cy', 'G2:Ann', 'G2:Dee', 'G2:Eve']);
    expect(s[0]).toEqual({
      group: 'G1',
      player: 'Ann',
      played: 2,
      counts: count({ W2: 1, W3: 1 }),
      points: 4.7,
      pointsPerGame: 2.35,
      gammonRate: 1,
      removed: false,
    });
    expect(s[1]).toMatchObject({ played: 1, points: 0.5, gammonRate: null, counts: count({ L2: 1 }) });
    expect(s[2]).toMatchObject({ played: 1, points: 0.3, pointsPerGame: 0.3 });
    expect(s[3]).toMatchObject({ played: 2, points: 1.5, gammonRate: null, counts: count({ WT: 1, L1: 1 }) });
    expect(s[4]).toMatchObject({ played: 2, points: 1.7, counts: count({ LT: 1, WT: 1 }) });
    expect(s[5]).toMatchObject({ played: 2, points: 1, gammonRate: 0, counts: count({ W1: 1, LT: 1 }) });
  });

  it('original scoring', () => {
    const s = groupStatistics(groups[0], ORIGINAL_SCORING);
    expect(s[0].points).toBe(5);
    expect(s[2].points).toBe(0.5);
  });

  it('nobody played: pointsPerGame and gammonRate are null', () => {
    const s = groupStatistics(
      {
        name: 'G',
        games: [
          { first: 'A', second: 'B', result: null },
          { first: 'A', second: 'C', result: null },
        ],
        removed: [],
      },
      CURRENT_SCORING,
    );
    expect(s.every((e) => e.played === 0 && e.pointsPerGame === null && e.gammonRate === null && e.points === 0)).toBe(true);
  });

  it('a removed player: their games left out for both players, their line all zeros', () => {
    const s = groupStatistics({ ...groups[0], removed: ['cy'] }, CURRENT_SCORING);
    expect(s.map((e) => [e.player, e.played, e.points, e.removed])).toEqual([
      ['Ann', 1, 2, false],
      ['Bob', 1, 0.5, false],
      ['Cy', 0, 0, true],
    ]);
  });
});
