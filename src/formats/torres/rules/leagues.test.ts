import { firstChampionship } from './championship';
import { groupsFor, leagueSizes } from './leagues';
import { rollOver } from './rollover';
import type { PreviousGroup, RollOverInput, RollOverResult, SeasonResult } from './types';

const names = (l: number, g: number | null, n: number): string[] => Array.from({ length: n }, (_, i) => `${i + 1}l${l}${g ? `g${g}` : ''}`);
const standard = (leagues: number): PreviousGroup[] =>
  Array.from({ length: leagues }, (_, k) =>
    Array.from({ length: 2 ** k }, (_, g) => ({ league: k + 1, group: g + 1, players: names(k + 1, k === 0 ? null : g + 1, 10) })),
  ).flat();
const leagueOf = (r: RollOverResult, name: string) => r.leagues.find((g) => g.players.includes(name))?.league;
const move = (r: RollOverResult, name: string) => r.moves.find((m) => m.player === name);
const sizes = (r: RollOverResult) =>
  [...new Set(r.leagues.map((g) => g.league))].map((k) => r.leagues.filter((g) => g.league === k).map((g) => g.players.length));
/** Results in final order: VP falling by 2 a place, so no two players are equal unless a test says so. */
const results = (n: number, change: (r: SeasonResult[]) => void = () => undefined): SeasonResult[] => {
  const out = Array.from({ length: n }, (_, i) => ({ rank: i + 1, vp: 40 - 2 * i, difference: 0, points: 600 }));
  change(out);
  return out;
};

describe('league sizes (docs/rules.md §3.1): 10·2^(k−1), a new league for 10 or more left over', () => {
  it.each([
    [3, [3]],
    [17, [17]],
    [19, [19]],
    [20, [10, 10]],
    [30, [10, 20]],
    [35, [10, 25]],
    [39, [10, 29]],
    [40, [10, 20, 10]],
    [70, [10, 20, 40]],
    [79, [10, 20, 49]],
    [100, [10, 20, 40, 30]],
    [630, [10, 20, 40, 80, 160, 320]],
  ])('%i players → %j', (n, expected) => {
    expect(leagueSizes(n)).toEqual(expected);
  });

  it('group counts: league 1 always one group, a full league its 2^(k−1), a lowest league not yet full round(n/10) halves up', () => {
    expect(groupsFor(1, 17, true)).toBe(1);
    expect(groupsFor(2, 15, true)).toBe(2);
    expect(groupsFor(2, 14, true)).toBe(1);
    expect(groupsFor(3, 40, false)).toBe(4);
    expect(groupsFor(4, 47, true)).toBe(5);
  });

  it('"League k has 2^(k−1) groups; a lowest league over its size keeps that many groups" (issue 28 item 1, rules §3)', () => {
    expect(groupsFor(2, 25, true)).toBe(2);
    expect(groupsFor(2, 29, true)).toBe(2);
    expect(groupsFor(3, 45, true)).toBe(4);
    expect(groupsFor(3, 49, true)).toBe(4);
    for (const n of [35, 39, 75, 79]) {
      const r = firstChampionship(Array.from({ length: n }, (_, i) => ({ name: `p${i}`, elo: 2000 - i })));
      const leagues = [...new Set(r.map((g) => g.league))];
      for (const k of leagues) expect(r.filter((g) => g.league === k)).toHaveLength(2 ** (k - 1));
    }
  });

  it('"The top 2 finishers in each round robin advance": a 25-player league 2 sends 4 up into league 1, which sends 4 down (issue 28 item 1)', () => {
    const first = firstChampionship(Array.from({ length: 35 }, (_, i) => ({ name: `p${i}`, elo: 2000 - i })));
    const r = rollOver({ previous: first, newPlayers: [] }, 's');
    expect(r.moves.filter((m) => m.kind === 'up')).toHaveLength(4);
    expect(r.moves.filter((m) => m.kind === 'down' && m.from?.league === 1)).toHaveLength(4);
    expect(r.moves.filter((m) => m.kind === 'demoted')).toHaveLength(0);
    expect(sizes(r)).toEqual([[10], [13, 12]]);
  });
});

describe('the first championship from one Elo list', () => {
  const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}`, elo: 2000 - 10 * i }));

  it("100 players: the top 10 by Elo in league 1, snake order into each league's groups, a 30-player league 4", () => {
    const shuffled = players(100).reverse();
    const r = firstChampionship(shuffled);
    expect(r.map((g) => [g.league, g.group, g.players.length])).toEqual([
      [1, 1, 10],
      [2, 1, 10],
      [2, 2, 10],
      [3, 1, 10],
      [3, 2, 10],
      [3, 3, 10],
      [3, 4, 10],
      [4, 1, 10],
      [4, 2, 10],
      [4, 3, 10],
    ]);
    expect(r[0].players).toEqual(names(0, null, 10).map((_, i) => `p${i + 1}`));
    // league 2 = ranks 11–30 dealt 1,2,2,1,1,2,…
    expect(r[1].players).toEqual(['p11', 'p14', 'p15', 'p18', 'p19', 'p22', 'p23', 'p26', 'p27', 'p30']);
    expect(r[2].players).toEqual(['p12', 'p13', 'p16', 'p17', 'p20', 'p21', 'p24', 'p25', 'p28', 'p29']);
    expect(r[3].players.slice(0, 3)).toEqual(['p31', 'p38', 'p39']);
  });

  it('equal Elo keeps the list order; 17 players make one league-1 group', () => {
    const r = firstChampionship([{ name: 'b', elo: 1500 }, { name: 'a', elo: 1500 }, ...players(15)]);
    expect(r).toHaveLength(1);
    expect(r[0].players.slice(0, 3)).toEqual(['p1', 'p2', 'p3']);
    expect(r[0].players.indexOf('b')).toBeLessThan(r[0].players.indexOf('a'));
  });
});

describe('roll-over: a new league opens below a full lowest league', () => {
  const newcomers = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `new${i + 1}`, elo: 1800 - i }));

  it("the issue's case: 70 players and 30 new → league 3 stays 40, the 30 new open league 4 (3 groups of 10)", () => {
    const r = rollOver({ previous: standard(3), newPlayers: newcomers(30) }, 's');
    expect(sizes(r)).toEqual([[10], [10, 10], [10, 10, 10, 10], [10, 10, 10]]);
    for (let i = 1; i <= 30; i++) expect(leagueOf(r, `new${i}`)).toBe(4);
    // and the next roll-over sends 2 per league-3 group up: 8, exactly league 2's 8 relegated
    expect(r.moves.filter((m) => m.kind === 'up' && m.from?.league === 3)).toHaveLength(8);
  });

  it('9 left over join the lowest league (49 → its 4 groups, issue 28 item 1); 10 open a league of one group', () => {
    expect(sizes(rollOver({ previous: standard(3), newPlayers: newcomers(9) }, 's'))).toEqual([[10], [10, 10], [13, 12, 12, 12]]);
    expect(sizes(rollOver({ previous: standard(3), newPlayers: newcomers(10) }, 's'))).toEqual([[10], [10, 10], [10, 10, 10, 10], [10]]);
  });

  it('a lowest league over its size pushes its lowest-placed stayers and the lowest Elo down into the new league', () => {
    const previous = [...standard(2), ...[1, 2, 3, 4].map((g) => ({ league: 3, group: g, players: names(3, g, 11) }))];
    const r = rollOver({ previous, newPlayers: newcomers(6) }, 's');
    // L3: 8 down + 36 stayers (places 3–11) = 44 > 40: the four 11th places go down with the 6 new players
    expect(sizes(r)).toEqual([[10], [10, 10], [10, 10, 10, 10], [10]]);
    for (const g of [1, 2, 3, 4]) {
      expect(leagueOf(r, `11l3g${g}`)).toBe(4);
      expect(move(r, `11l3g${g}`)).toMatchObject({ kind: 'down', reason: expect.stringContaining('league 3 is full') });
      expect(leagueOf(r, `10l3g${g}`)).toBe(3);
    }
  });
});

describe('roll-over: returning and withdrawn players (docs/rules.md §3.10)', () => {
  it('a returning player takes the vacancy of the league last played in, before anyone is kept', () => {
    const r = rollOver({ previous: standard(3), newPlayers: [], unregistered: ['5l2g1'], returning: [{ name: 'Ret', elo: 1500, league: 2 }] }, 's');
    expect(leagueOf(r, 'Ret')).toBe(2);
    expect(move(r, 'Ret')?.kind).toBe('returning');
    expect(leagueOf(r, '7l2g1')).toBe(3);
    expect(sizes(r)[1]).toEqual([10, 10]);
  });

  it('two returning players for one vacancy: the higher Elo gets it, the other enters the lowest league by Elo', () => {
    const r = rollOver(
      {
        previous: standard(3),
        newPlayers: [{ name: 'N', elo: 1450 }],
        unregistered: ['5l2g1'],
        returning: [
          { name: 'Low', elo: 1400, league: 2 },
          { name: 'High', elo: 1600, league: 2 },
        ],
      },
      's',
    );
    expect(leagueOf(r, 'High')).toBe(2);
    expect(leagueOf(r, 'Low')).toBe(3);
    expect(move(r, 'Low')?.reason).toMatch(/no vacancy in league 2/);
  });

  it('no vacancy: the returning player goes to the lowest league', () => {
    const r = rollOver({ previous: standard(3), newPlayers: [], returning: [{ name: 'Ret', elo: 1500, league: 1 }] }, 's');
    expect(leagueOf(r, 'Ret')).toBe(3);
  });

  it('a withdrawn player re-registers only in the lowest league, ranked with the new players by Elo', () => {
    // L1 loses 2l1 (keeps 7l1), L2 keeps one 7th; L3: 7 down + 32 stayers = 39, + 12 entering = 51 → 40 + a new league of 11.
    const newPlayers = [{ name: 'top', elo: 1700 }, ...Array.from({ length: 10 }, (_, i) => ({ name: `n${i}`, elo: 1500 - i }))];
    const r = rollOver({ previous: standard(3), newPlayers, withdrawn: ['2l1'], elo: { '2l1': 1600 } }, 's');
    expect(leagueOf(r, 'top')).toBe(3);
    expect(leagueOf(r, '2l1')).toBe(4);
    expect(move(r, '2l1')).toMatchObject({ kind: 'withdrawn', reason: expect.stringContaining('ranked with the new players by Elo (1600)') });
    expect(sizes(r)).toEqual([[10], [10, 10], [10, 10, 10, 10], [11]]);
  });
});

describe('roll-over: vacancies decided by season results, and said so (docs/rules.md §3.9)', () => {
  const withResults = (g7: SeasonResult, g8: SeasonResult): RollOverInput => {
    const previous = standard(3);
    previous[1].results = results(10, (r) => (r[6] = { ...g7, rank: 7 }));
    previous[2].results = results(10, (r) => (r[6] = { ...g8, rank: 7 }));
    return { previous, newPlayers: [], unregistered: ['3l1'] };
  };

  it('the 7th with more VP is kept, whatever the lot', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = rollOver(withResults({ rank: 7, vp: 20, difference: -50, points: 500 }, { rank: 7, vp: 22, difference: -90, points: 400 }), seed);
      expect(leagueOf(r, '7l2g2')).toBe(2);
      expect(leagueOf(r, '7l2g1')).toBe(3);
      expect(move(r, '7l2g2')?.reason).toMatch(/decided by best season result \(22 VP, difference -90, 400 points; against 7l2g1: 20 VP/);
    }
  });

  it('"Vacancies filled must be allocated fairly among the groups" — a group\'s own keep counts (issue 28 item 2)', () => {
    // 5l2g1 (would stay) and 3l1 unregister: group 1 of league 2 keeps its 7th for its own leaver; the vacancy
    // league 1 leaves in league 2 then goes to group 2 (fewest vacancies filled, counting that keep), although
    // 8l2g1 has a better season result than 7l2g2.
    const previous = standard(3);
    previous[1].results = results(10);
    previous[2].results = Array.from({ length: 10 }, (_, i) => ({ rank: i + 1, vp: 40 - 3 * i, difference: 0, points: 600 }));
    for (const seed of ['a', 'b', 'c']) {
      const r = rollOver({ previous, newPlayers: [], unregistered: ['5l2g1', '3l1'] }, seed);
      expect(leagueOf(r, '7l2g1')).toBe(2);
      expect(leagueOf(r, '7l2g2')).toBe(2);
      expect(leagueOf(r, '8l2g1')).toBe(3);
      expect(move(r, '7l2g2')?.reason).toMatch(/fewest vacancies filled/);
    }
  });

  it('equal VP: the difference decides; then the points', () => {
    const d = rollOver(withResults({ rank: 7, vp: 20, difference: 10, points: 500 }, { rank: 7, vp: 20, difference: 5, points: 900 }), 'a');
    expect(leagueOf(d, '7l2g1')).toBe(2);
    const p = rollOver(withResults({ rank: 7, vp: 20, difference: 10, points: 500 }, { rank: 7, vp: 20, difference: 10, points: 501 }), 'a');
    expect(leagueOf(p, '7l2g2')).toBe(2);
  });

  it('all equal: a drawing of lots, and the reason says so; without results, lots say results were not given', () => {
    const same = { rank: 7, vp: 20, difference: 10, points: 500 };
    const kept = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => {
      const r = rollOver(withResults(same, same), seed);
      const k = ['7l2g1', '7l2g2'].find((p) => leagueOf(r, p) === 2) as string;
      expect(move(r, k)?.reason).toMatch(/drawn by lot among equals/);
      return k;
    });
    expect(new Set(kept).size).toBe(2);
    const bare = rollOver({ previous: standard(3), newPlayers: [], unregistered: ['3l1'] }, 'a');
    expect(bare.moves.find((m) => m.kind === 'kept' && m.from?.league === 2)?.reason).toMatch(/drawn by lot \(season results not given\)/);
  });
});

describe('roll-over: fictitious players and ties at a line or a vacancy keep', () => {
  it('places count among the real players: a forfait row in the final order moves nobody', () => {
    const previous = standard(3);
    previous[1] = { ...previous[1], players: ['1l2g1', '2l2g1', '3l2g1', '4l2g1', 'forfait', '5l2g1', '6l2g1', '7l2g1', '8l2g1', '9l2g1', '10l2g1'] };
    const r = rollOver({ previous, newPlayers: [], withdrawn: ['5l2g1'] }, 's');
    expect(r.leagues.flatMap((g) => g.players)).not.toContain('forfait');
    expect(leagueOf(r, '6l2g1')).toBe(2);
    // 5l2g1 withdrawn from a staying place: the 7th real player is kept; 8th–10th go down
    expect(leagueOf(r, '7l2g1')).toBe(2);
    for (const p of ['8l2g1', '9l2g1', '10l2g1']) expect(leagueOf(r, p)).toBe(3);
    expect(r.leagues.reduce((n, g) => n + g.players.length, 0)).toBe(70);
  });

  it('a rank shared across the promotion line or the relegation line is reported, the order given is followed', () => {
    const previous = standard(3);
    previous[1].results = results(10, (r) => {
      r[2] = { ...r[1] };
      r[6] = { ...r[5] };
    });
    const r = rollOver({ previous, newPlayers: [] }, 's');
    expect(r.ties).toEqual([
      { league: 2, group: 1, line: 'promotion', rank: 2, players: ['2l2g1', '3l2g1'] },
      { league: 2, group: 1, line: 'relegation', rank: 6, players: ['6l2g1', '7l2g1'] },
    ]);
    expect(leagueOf(r, '2l2g1')).toBe(1);
    expect(leagueOf(r, '7l2g1')).toBe(3);
    expect(rollOver({ previous: standard(3), newPlayers: [] }, 's').ties).toEqual([]);
  });

  it('a rank shared among the bottom places that decides who is kept for a vacancy is reported; the order given is followed', () => {
    // 4l2g1 (a stayer) unregisters: the group keeps its highest finisher among the bottom four, the 7th — who
    // shares rank 7 with the 8th. The order given keeps 7l2g1; the TD confirms it like a tie at a line.
    const previous = standard(3);
    previous[1].results = results(10, (r) => {
      r[7] = { ...r[6] };
    });
    const r = rollOver({ previous, newPlayers: [], unregistered: ['4l2g1'] }, 's');
    expect(r.ties).toEqual([{ league: 2, group: 1, line: 'vacancy', rank: 7, players: ['7l2g1', '8l2g1'] }]);
    expect(leagueOf(r, '7l2g1')).toBe(2);
    expect(leagueOf(r, '8l2g1')).toBe(3);
    // swapped by the organiser: the other one is kept
    const swapped = standard(3);
    swapped[1] = { ...swapped[1], players: swapped[1].players.map((p, i) => (i === 6 ? '8l2g1' : i === 7 ? '7l2g1' : p)), results: previous[1].results };
    const s = rollOver({ previous: swapped, newPlayers: [], unregistered: ['4l2g1'] }, 's');
    expect(leagueOf(s, '8l2g1')).toBe(2);
    expect(s.ties[0].players).toEqual(['8l2g1', '7l2g1']);
    // the same shared rank with nobody kept is no tie; a tie at the 9th/10th when only one is kept is none either
    expect(rollOver({ previous, newPlayers: [] }, 's').ties).toEqual([]);
    const low = standard(3);
    low[1].results = results(10, (x) => {
      x[9] = { ...x[8] };
    });
    expect(rollOver({ previous: low, newPlayers: [], unregistered: ['4l2g1'] }, 's').ties).toEqual([]);
  });
});
