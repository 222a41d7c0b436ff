import fc from 'fast-check';
import { teamRoundRobin } from './teams';
import { finalPlaces, teamStandings, type TeamMatchResult } from './teamStandings';

const names = (n: number) => Array.from({ length: n }, (_, i) => `Team ${i + 1}`);

describe('teamRoundRobin', () => {
  it('three teams (the seed: Moscow, Kharkov, Kiev): 3 rounds, one match and one bye each', () => {
    const rounds = teamRoundRobin(['Moscow', 'Kharkov', 'Kiev']);
    expect(rounds).toHaveLength(3);
    for (const r of rounds) {
      expect(r.matches).toHaveLength(1);
      expect(r.bye).toBeDefined();
    }
    expect(rounds.map((r) => r.bye).sort()).toEqual(['Kharkov', 'Kiev', 'Moscow']);
  });

  it('every pair of teams meets exactly once, nobody twice in a round (property, 3–16 teams)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 16 }), (n) => {
        const teams = names(n);
        const rounds = teamRoundRobin(teams);
        expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
        const pairs = new Set<string>();
        rounds.forEach((r, i) => {
          expect(r.round).toBe(i + 1);
          const inRound = r.matches.flatMap((m) => [m.teamA, m.teamB]);
          if (r.bye) inRound.push(r.bye);
          expect(new Set(inRound).size).toBe(inRound.length);
          expect(inRound.length).toBe(n);
          expect(r.bye === undefined).toBe(n % 2 === 0);
          for (const m of r.matches) {
            expect(m.round).toBe(r.round);
            expect(m.teamA).not.toBe(m.teamB);
            pairs.add([m.teamA, m.teamB].sort().join('|'));
          }
        });
        expect(pairs.size).toBe((n * (n - 1)) / 2);
        expect(rounds.flatMap((r) => r.matches)).toHaveLength((n * (n - 1)) / 2);
      }),
    );
  });

  it.each([1, 2, 3])('%i cycle(s): every cycle repeats the Berger pairings with the same team A; even cycles are swapped', (cycles) => {
    const one = teamRoundRobin(names(4));
    const all = teamRoundRobin(names(4), { cycles });
    expect(all).toHaveLength(3 * cycles);
    all.forEach((r, i) => {
      expect(r.round).toBe(i + 1);
      const base = one[i % 3];
      expect(r.matches.map((m) => [m.teamA, m.teamB])).toEqual(base.matches.map((m) => [m.teamA, m.teamB]));
      for (const m of r.matches) expect([m.cycle, m.swapped]).toEqual([Math.floor(i / 3) + 1, Math.floor(i / 3) % 2 === 1]);
    });
  });

  it('validates the team list', () => {
    expect(teamRoundRobin(['A', 'B'], { cycles: 2 }).map((r) => r.matches.map((m) => [m.teamA, m.teamB, m.swapped]))).toEqual([
      [['A', 'B', false]],
      [['A', 'B', true]],
    ]);
    expect(() => teamRoundRobin(['A'])).toThrow('Team round robin: needs at least 2 teams; got 1');
    expect(() => teamRoundRobin([])).toThrow(/needs at least 2 teams; got 0$/);
    expect(() => teamRoundRobin(['A', 'B', 'a '])).toThrow("Team 'a' appears twice (teams 1 and 3); names must differ, ignoring case and spaces.");
    expect(() => teamRoundRobin(['A', ' ', 'C'])).toThrow('Team 2 has no name; remove the empty line or type a name.');
    // Every problem at once, one per line; names compare by the one name rule ("Ann  Lee" = " ann lee").
    expect(() => teamRoundRobin(['Ann  Lee', '', ' ann lee', 7 as unknown as string, {} as string])).toThrow(
      [
        'Team 2 has no name; remove the empty line or type a name.',
        "Team 'ann lee' appears twice (teams 1 and 3); names must differ, ignoring case and spaces.",
        'Team 5 is not a name; give names as text.',
      ].join('\n'),
    );
    expect(() => teamRoundRobin(['A', 'B', 'C'], { cycles: 4 })).toThrow('Team round robin: cycles: the number of round robins must be 1, 2 or 3; got 4');
  });
});

const m = (teamA: string, teamB: string, vpA: number, impA: number, impB: number): TeamMatchResult => ({
  teamA,
  teamB,
  vpA,
  vpB: 30 - vpA,
  impA,
  impB,
});

const ranking = (rows: ReturnType<typeof teamStandings>) => rows.map((r) => `${r.rank} ${r.team}`);

describe('teamStandings', () => {
  it('sorts by VP total first and counts played / won / drawn / lost / IMP', () => {
    const rows = teamStandings(
      ['Kiev', 'Moscow', 'Kharkov'],
      [m('Kharkov', 'Moscow', 13, 35, 43), m('Kiev', 'Kharkov', 10, 20, 36), m('Moscow', 'Kiev', 15, 30, 30)],
    );
    expect(ranking(rows)).toEqual(['1 Kharkov', '2 Moscow', '3 Kiev']);
    expect(rows[0]).toEqual({
      rank: 1,
      team: 'Kharkov',
      played: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      vp: 33,
      impFor: 71,
      impAgainst: 63,
      impDifference: 8,
      shared: false,
    });
    expect(rows[1]).toMatchObject({ vp: 32, won: 1, drawn: 1, lost: 0, impDifference: 8 });
    expect(rows[2]).toMatchObject({ vp: 25, won: 0, drawn: 1, lost: 1, impDifference: -16 });
  });

  it('VP tie → IMP difference decides', () => {
    // A and B both 30 VP; A's IMP difference is larger.
    const rows = teamStandings(['A', 'B', 'C'], [m('A', 'B', 15, 10, 10), m('A', 'C', 15, 50, 20), m('B', 'C', 15, 20, 19)]);
    expect(rows.map((r) => [r.team, r.vp, r.impDifference])).toEqual([
      ['A', 30, 30],
      ['B', 30, 1],
      ['C', 30, -31],
    ]);
    expect(ranking(rows)).toEqual(['1 A', '2 B', '3 C']);
  });

  it('VP and IMP difference tied → head-to-head VP decides (two teams)', () => {
    // A and B: 33 VP, IMP difference +5 each; B beat A 17–13.
    const rows = teamStandings(
      ['A', 'B', 'C'],
      [
        m('A', 'B', 13, 20, 25), // A −5, B +5
        m('A', 'C', 20, 40, 30), // A +10
        m('B', 'C', 16, 30, 30), // B 0
      ],
    );
    expect(rows.filter((r) => r.team !== 'C').map((r) => [r.team, r.vp, r.impDifference])).toEqual([
      ['B', 33, 5],
      ['A', 33, 5],
    ]);
    expect(ranking(rows)).toEqual(['1 B', '2 A', '3 C']);
    expect(rows.every((r) => !r.shared)).toBe(true);
  });

  it('head-to-head sums every match between the tied teams (two cycles)', () => {
    const rows = teamStandings(['A', 'B'], [m('A', 'B', 18, 30, 20), m('B', 'A', 14, 20, 30), m('A', 'B', 12, 20, 30)]);
    // A: 18 + 16 + 12 = 46, B: 12 + 14 + 18 = 44 → A first on VP already; check the numbers.
    expect(rows.map((r) => [r.team, r.vp, r.played])).toEqual([
      ['A', 46, 3],
      ['B', 44, 3],
    ]);
    const tied = teamStandings(
      ['A', 'B', 'C'],
      [
        m('A', 'B', 16, 10, 10), // A ahead after the first meeting …
        m('B', 'A', 18, 10, 10), // … B ahead over both: 14 + 18 = 32 against 16 + 12 = 28
        m('C', 'A', 13, 10, 10),
        m('C', 'B', 17, 10, 10),
      ],
    );
    // A 16+12+17 = 45, B 14+18+13 = 45, C 30; all IMP differences 0.
    expect(tied.map((r) => [r.team, r.vp, r.impDifference])).toEqual([
      ['B', 45, 0],
      ['A', 45, 0],
      ['C', 30, 0],
    ]);
    expect(ranking(tied)).toEqual(['1 B', '2 A', '3 C']);
  });

  it('three teams tied: the VP among themselves decide; a partial split is resolved again inside the rest', () => {
    // A, B, C end level on VP (40) and IMP difference (0). Among themselves: A 34, B 28, C 28 → A first;
    // B and C are still level, so their own match decides: B 16 – C 14.
    const results = [
      m('A', 'B', 18, 10, 10),
      m('A', 'C', 16, 10, 10),
      m('B', 'C', 16, 10, 10),
      m('A', 'D', 6, 10, 10),
      m('B', 'D', 12, 10, 10),
      m('C', 'D', 12, 10, 10),
    ];
    const rows = teamStandings(['C', 'B', 'A', 'D'], results);
    expect(rows.map((r) => [r.team, r.vp, r.impDifference])).toEqual([
      ['D', 60, 0],
      ['A', 40, 0],
      ['B', 40, 0],
      ['C', 40, 0],
    ]);
    expect(ranking(rows)).toEqual(['1 D', '2 A', '3 B', '4 C']);
  });

  it('three teams tied in a circle (each beat one, lost to one) share the rank', () => {
    const rows = teamStandings(
      ['A', 'B', 'C', 'D'],
      [m('A', 'B', 17, 10, 10), m('B', 'C', 17, 10, 10), m('C', 'A', 17, 10, 10), m('D', 'A', 10, 10, 10), m('D', 'B', 10, 10, 10), m('D', 'C', 10, 10, 10)],
    );
    expect(ranking(rows)).toEqual(['1 A', '1 B', '1 C', '4 D']);
    expect(rows.map((r) => r.shared)).toEqual([true, true, true, false]);
  });

  it('tied on every criterion → shared rank (1, 1, 3)', () => {
    const rows = teamStandings(['A', 'B', 'C'], [m('A', 'B', 15, 10, 10), m('A', 'C', 20, 30, 20), m('B', 'C', 20, 30, 20)]);
    expect(ranking(rows)).toEqual(['1 A', '1 B', '3 C']);
    expect(rows.map((r) => r.shared)).toEqual([true, true, false]);
    // Teams without any match share the rank too, in the given order.
    expect(ranking(teamStandings(['X', 'Y', 'Z'], []))).toEqual(['1 X', '1 Y', '1 Z']);
  });

  it('validates results', () => {
    const t = ['A', 'B', 'C'];
    expect(() => teamStandings(t, [m('A', 'Q', 15, 1, 1)])).toThrow("Match result 1: 'Q' is not one of the teams");
    expect(() => teamStandings(t, [m('A', 'a', 15, 1, 1)])).toThrow("Match result 1: team 'A' cannot play itself");
    expect(() => teamStandings(t, [{ teamA: 'A', teamB: 'B', vpA: 17, vpB: 12, impA: 1, impB: 1 }])).toThrow(
      'Match result 1 (A – B): VP 17 + 12 must make 30 (the loser gets 30 − VP)',
    );
    expect(() => teamStandings(t, [m('A', 'B', 31, 1, 1)])).toThrow(/vpA must be a number from 0 to 30; got 31/);
    expect(() => teamStandings(t, [m('A', 'B', 15, -1, 1)])).toThrow(/impA must be a number from 0 up; got -1/);
    expect(() => teamStandings(t, [m('A', 'B', 15, 1, NaN)])).toThrow(/impB must be a number from 0 up; got something that is not a number/);
    expect(() => teamStandings(['A', 'A'], [])).toThrow(/Team 'A' appears twice \(teams 1 and 2\)/);
  });

  it('reads team names case-insensitively and reports them as listed', () => {
    const rows = teamStandings(['Kiev', 'Moscow'], [m(' kiev', 'MOSCOW', 17, 20, 12)]);
    expect(ranking(rows)).toEqual(['1 Kiev', '2 Moscow']);
  });

  it('is a permutation of the teams with non-decreasing ranks and VP non-increasing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })), {
              minLength: (n * (n - 1)) / 2,
              maxLength: (n * (n - 1)) / 2,
            }),
          ),
        ),
        ([n, draws]) => {
          const teams = names(n);
          const matches = teamRoundRobin(teams).flatMap((r) => r.matches);
          const results = matches.map((x, i) => m(x.teamA, x.teamB, draws[i][0], draws[i][1], draws[i][2]));
          const rows = teamStandings(teams, results);
          expect(rows.map((r) => r.team).sort()).toEqual([...teams].sort());
          for (let i = 1; i < rows.length; i++) {
            expect(rows[i].vp).toBeLessThanOrEqual(rows[i - 1].vp);
            expect(rows[i].rank).toBeGreaterThanOrEqual(rows[i - 1].rank);
            if (rows[i].vp === rows[i - 1].vp) expect(rows[i].impDifference).toBeLessThanOrEqual(rows[i - 1].impDifference);
            if (rows[i].rank === rows[i - 1].rank) {
              expect([rows[i].vp, rows[i].impDifference]).toEqual([rows[i - 1].vp, rows[i - 1].impDifference]);
            } else {
              expect(rows[i].rank).toBe(i + 1);
            }
          }
          expect(rows.reduce((s, r) => s + r.vp, 0)).toBe(30 * matches.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('finalPlaces', () => {
  it('the two best teams, the better-ranked as team A', () => {
    const rows = teamStandings(
      ['Kiev', 'Moscow', 'Kharkov'],
      [m('Kharkov', 'Moscow', 13, 35, 43), m('Kiev', 'Kharkov', 10, 20, 36), m('Moscow', 'Kiev', 15, 30, 30)],
    );
    expect(finalPlaces(rows, ['Kiev', 'Moscow', 'Kharkov'], [])).toEqual({ decided: true, teamA: 'Kharkov', teamB: 'Moscow', chosen: false, contenders: [] });
  });

  it('two teams sharing 1st play the final', () => {
    const rows = teamStandings(['A', 'B', 'C'], [m('A', 'B', 15, 10, 10), m('A', 'C', 20, 30, 20), m('B', 'C', 20, 30, 20)]);
    expect(finalPlaces(rows, ['A', 'B', 'C'], [])).toEqual({ decided: true, teamA: 'A', teamB: 'B', chosen: false, contenders: [] });
  });

  it('undecided when more than two teams are level for the two places', () => {
    const rows = teamStandings(['X', 'Y', 'Z'], []);
    expect(finalPlaces(rows, ['X', 'Y', 'Z'], [])).toEqual({ decided: false, chosen: [], contenders: ['X', 'Y', 'Z'], open: 2 });
    const shared2nd = teamStandings(['A', 'B', 'C'], [m('A', 'B', 20, 30, 20), m('A', 'C', 20, 30, 20), m('B', 'C', 15, 10, 10)]);
    expect(ranking(shared2nd)).toEqual(['1 A', '2 B', '2 C']);
    expect(finalPlaces(shared2nd, ['A', 'B', 'C'], [])).toEqual({ decided: false, chosen: [], contenders: ['B', 'C'], open: 1 });
    expect(() => finalPlaces(rows.slice(0, 1), ['X'], [])).toThrow(/at least two teams/);
  });
});
