import { tttGames } from './games';

const names = ['Ann', 'Bob', 'Cy', 'Dee'];

describe('tttGames', () => {
  it('turns the Berger table into one row per game, first-named player inviting', () => {
    const rows = tttGames(names);
    expect(rows.map((r) => `${r.round}.${r.board} ${r.inviter}>${r.invitee}`)).toEqual([
      '1.1 Ann>Dee',
      '1.2 Bob>Cy',
      '2.1 Dee>Cy',
      '2.2 Ann>Bob',
      '3.1 Bob>Dee',
      '3.2 Cy>Ann',
    ]);
    expect(rows[0]).toEqual({ round: 1, board: 1, cycle: 1, phase: 1, inviter: 'Ann', invitee: 'Dee', inviterNo: 1, inviteeNo: 4, key: 'R1.1' });
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('double: 2·(n−1) rounds, second cycle marked, every ordered pair once', () => {
    const rows = tttGames(names, { double: true });
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.cycle === 2)).toHaveLength(6);
    expect(rows[6].round).toBe(4);
    expect(new Set(rows.map((r) => `${r.inviter}>${r.invitee}`)).size).toBe(12);
  });

  it('odd number of players: no bye rows', () => {
    const rows = tttGames(['A', 'B', 'C', 'D', 'E']);
    expect(rows).toHaveLength(10);
    expect(Math.max(...rows.map((r) => r.round))).toBe(5);
  });

  it('three phases: 12 players, every player 5 or 6 invitations split 2/2/1 or 2/2/2', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const rows = tttGames(twelve, { phases: 3 });
    for (const p of twelve) {
      const mine = rows.filter((r) => r.inviter === p);
      const counts = [1, 2, 3].map((ph) => mine.filter((r) => r.phase === ph).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it('trims names and rejects empty or repeated ones (case-insensitive)', () => {
    expect(tttGames([' Ann ', 'Bob', 'Cy']).map((r) => r.inviter)).toContain('Ann');
    expect(() => tttGames(['Ann', 'bob', ' BOB'])).toThrow(/'BOB' appears twice/);
    expect(() => tttGames(['Ann', '', 'Cy'])).toThrow(/player 2 has no name/);
    expect(() => tttGames(['Ann'])).toThrow(/at least 2/);
  });
});
