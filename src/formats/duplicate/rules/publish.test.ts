/** The pure side of publishing (rules/publish.ts): typed rows scored as the protocol sheet scores them, the final's places. */
import { scoreProtocol, type TypedProtocol } from './publish';
import { finalPlaces, teamStandings } from './teamStandings';

const protocol = (rows: TypedProtocol['rows'], imp: 'fairbg' | 'wbf' = 'fairbg'): TypedProtocol => ({
  title: 'T',
  games: 4,
  imp,
  teamA: { name: 'Kharkov', open: 'Garal', closed: 'Krasov' },
  teamB: { name: 'Moscow', open: 'Chertkov', closed: 'Chelter' },
  rows,
});
const blank = { cube: 1, outcome: '', winner: '' };

describe('scoreProtocol', () => {
  it('counts a row as the sheet does: any SMP word, a cube as typed (text or number, blank = 1), the winner case-insensitively', () => {
    const s = scoreProtocol(
      protocol([
        { cube: '2', outcome: 9, winner: 'kharkov' }, // 330 SMP → 8 IMP
        { cube: '', outcome: 'G', winner: 'MOSCOW' }, // gammon on cube 1: 300 → 7
        { cube: 1, outcome: 'bg', winner: 'Moscow' }, // triple: 450 → 10
        blank,
        blank,
        blank,
        blank,
        blank,
      ]),
    );
    expect(s.problems).toEqual([]);
    expect([s.totals.impA, s.totals.impB, s.totals.played, s.totals.complete]).toEqual([8, 17, 3, false]);
  });

  it('names every row the sheet would leave uncounted, and counts nothing for it', () => {
    const s = scoreProtocol(
      protocol([
        { cube: 1, outcome: 'pass', winner: '' },
        { cube: 1, outcome: '', winner: 'Moscow' },
        { cube: 1, outcome: 'passed', winner: 'Moscow' },
        { cube: 3, outcome: 'pass', winner: 'Moscow' },
        { cube: 1, outcome: 'pass', winner: 'Kiev' },
        blank,
        blank,
        blank,
      ]),
    );
    expect(s.problems.map((p) => [p.row, p.message])).toEqual([
      [0, 'game 1 OPEN: an outcome but no winner'],
      [1, 'game 1 CLOSED: a winner but no outcome'],
      [2, 'game 2 OPEN: the outcome "passed" is not 1–15, gammon (G), pass (P) or triple (B, BG)'],
      [3, 'game 2 CLOSED: the cube "3" is not 1 2 4 8 16 32 64'],
      [4, 'game 3 OPEN: the winner "Kiev" is neither Kharkov nor Moscow'],
    ]);
    expect(s.totals.played).toBe(0);
  });
});

describe('teamStandings counts a match won by IMP (docs/rules.md §2.6)', () => {
  it('a 1-IMP win at 15–15 VP is a win and a loss, not two draws; equal IMP is a draw', () => {
    const rows = teamStandings(
      ['A', 'B', 'C'],
      [
        { teamA: 'A', teamB: 'B', impA: 36, impB: 35, vpA: 15, vpB: 15 },
        { teamA: 'B', teamB: 'C', impA: 20, impB: 20, vpA: 15, vpB: 15 },
      ],
    );
    const byTeam = Object.fromEntries(rows.map((r) => [r.team, [r.won, r.drawn, r.lost]]));
    expect(byTeam).toEqual({ A: [1, 0, 0], B: [0, 1, 1], C: [0, 1, 0] });
  });
});

describe('finalPlaces (docs/rules.md §2.9): never a silent pick', () => {
  const teams = ['A', 'B', 'C', 'D'];
  const standing = (results: Parameters<typeof teamStandings>[1]) => teamStandings(teams, results);
  const m = (teamA: string, teamB: string, vpA: number) => ({ teamA, teamB, vpA, vpB: 30 - vpA, impA: vpA, impB: 30 - vpA });
  // A clear 1st (two wins); B, C level for 2nd on VP (15), IMP difference (0) and head-to-head (B–C 15–15).
  const secondLevel = standing([m('A', 'D', 20), m('A', 'B', 20), m('B', 'C', 15), m('C', 'D', 10), m('B', 'D', 20), m('C', 'A', 20)]);

  it('1st and 2nd when nobody is level with them', () => {
    const clear = standing([m('A', 'B', 20), m('B', 'C', 20), m('C', 'D', 20)]);
    expect(finalPlaces(clear, teams, ['', ''])).toMatchObject({ decided: true, chosen: false });
  });

  it('a tie for the second place: open until the TD names one of the level teams', () => {
    const level = secondLevel.filter((r) => r.rank === secondLevel[1].rank).map((r) => r.team);
    expect(level.length).toBeGreaterThan(1);
    expect(finalPlaces(secondLevel, teams, ['', ''])).toEqual({ decided: false, chosen: [], contenders: level, open: 1 });
    const outsider = teams.indexOf(teams.find((t) => !level.includes(t) && t !== secondLevel[0].team)!) + 1;
    expect(finalPlaces(secondLevel, teams, [outsider, ''])).toMatchObject({ decided: false });
    const pick = teams.indexOf(level[1]) + 1;
    expect(finalPlaces(secondLevel, teams, [pick, ''])).toEqual({
      decided: true,
      teamA: secondLevel[0].team,
      teamB: level[1],
      chosen: true,
      contenders: level,
    });
  });

  it("a tie for both places: the TD's two choices in order, the same team twice does not count", () => {
    const all = standing([]);
    expect(finalPlaces(all, teams, [3, 3])).toEqual({ decided: false, chosen: ['C'], contenders: teams, open: 2 });
    expect(finalPlaces(all, teams, [3, 1])).toEqual({ decided: true, teamA: 'C', teamB: 'A', chosen: true, contenders: teams });
  });
});
