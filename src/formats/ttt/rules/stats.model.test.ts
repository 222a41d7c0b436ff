import { setStatistics } from './stats.model';
import { ORIGINAL_SCORING } from './scores';
import type { SheetGroup } from './importTypes';

const groups: SheetGroup[] = [
  {
    name: 'G1',
    players: ['Ann', 'Bob', 'Cy'],
    games: [
      { inviter: 'Ann', invitee: 'Bob', result: 'W2' },
      { inviter: 'Cy', invitee: 'Ann', result: 'lb' }, // Cy L3, Ann W3
      { inviter: 'Bob', invitee: 'Cy', result: '' },
    ],
  },
  {
    name: 'G2',
    players: ['Ann', 'Dee', 'Eve'],
    games: [
      { inviter: 'Ann', invitee: 'Dee', result: 'WT' },
      { inviter: 'Dee', invitee: 'Eve', result: 1.7 }, // adjudicated: Dee WT 1.7, Eve LT
      { inviter: 'Eve', invitee: 'Ann', result: 'W1' },
    ],
  },
];

describe('setStatistics', () => {
  it('one line per entry of every group, current scoring by default', () => {
    const s = setStatistics(groups);
    expect(s.map((e) => `${e.group}:${e.name}`)).toEqual(['G1:Ann', 'G1:Bob', 'G1:Cy', 'G2:Ann', 'G2:Dee', 'G2:Eve']);
    const annG1 = s[0];
    expect(annG1).toEqual({
      group: 'G1',
      name: 'Ann',
      played: 2,
      counts: { W1: 0, W2: 1, W3: 1, L1: 0, L2: 0, L3: 0, WT: 0, LT: 0 },
      points: 4.7,
      pointsPerGame: 2.35,
      gammonRate: 1,
    });
    expect(s[1]).toMatchObject({ played: 1, points: 0.5, gammonRate: null, counts: expect.objectContaining({ L2: 1 }) });
    expect(s[2]).toMatchObject({ played: 1, points: 0.3, pointsPerGame: 0.3 });
    expect(s[3]).toMatchObject({ played: 2, points: 1.5, gammonRate: null, counts: expect.objectContaining({ WT: 1, L1: 1 }) });
    expect(s[4]).toMatchObject({ played: 2, points: 1.7, counts: expect.objectContaining({ LT: 1, WT: 1 }) });
    expect(s[5]).toMatchObject({ played: 2, points: 1, gammonRate: 0, counts: expect.objectContaining({ W1: 1, LT: 1 }) });
  });

  it('original scoring', () => {
    expect(setStatistics(groups, ORIGINAL_SCORING)[0].points).toBe(5);
    expect(setStatistics(groups, ORIGINAL_SCORING)[2].points).toBe(0.5);
  });

  it('nobody played: pointsPerGame and gammonRate are null', () => {
    const s = setStatistics([{ name: 'G', players: ['A', 'B', 'C'], games: [{ inviter: 'A', invitee: 'B' }] }]);
    expect(s.every((e) => e.played === 0 && e.pointsPerGame === null && e.gammonRate === null && e.points === 0)).toBe(true);
  });

  it('0 as a number is a loss by timeout of the inviter; unreadable cells are unplayed', () => {
    const s = setStatistics([
      { name: 'G', players: ['A', 'B', 'C'], games: [{ inviter: 'A', invitee: 'B', result: 0 }, { inviter: 'A', invitee: 'C', result: 'xyz' }] },
    ]);
    expect(s.map((e) => [e.played, e.points])).toEqual([
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
  });
});
