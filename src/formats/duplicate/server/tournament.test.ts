/**
 * createDuplicateTournament as the rules page ran it (docs/rules.md §2.7–§2.9), in the in-memory Sheets: teams of four,
 * long gammon one round robin and backgammon two (the second with each team's players swapped), the seed's protocol in
 * both disciplines, a whole three-team event checked against a second model computed here from the typed games, ties
 * for the final settled by chooseDuplicateFinalist, cycles 1–3.
 */
import { createRng } from '../../../shared/rules/rng';
import { smp } from '../rules/smp';
import { imp } from '../rules/imp';
import { vp } from '../rules/vp';
import { chooseDuplicateFinalist, createDuplicateTournament } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { CreateDuplicateTournamentResult } from '../api';

const TEAMS = [
  { name: 'Kharkov', backgammon: ['Jakob Garal', 'Alexandr Krasov'] as [string, string], longGammon: ['Kh LG 1', 'Kh LG 2'] as [string, string] },
  { name: 'Moscow', backgammon: ['Sergej Chertkov', 'Vladimir Chelter'] as [string, string], longGammon: ['Mo LG 1', 'Mo LG 2'] as [string, string] },
  { name: 'Kiev', backgammon: ['Ki BG 1', 'Ki BG 2'] as [string, string], longGammon: ['Ki LG 1', 'Ki LG 2'] as [string, string] },
];

type Game = [cube: number, outcome: string | number, winner: string];
/** The rules page's protocol (Kharkov – Moscow, 6 games per room): IMP 35 – 43, VP 13 – 17. */
const SEED: Game[] = [
  [2, 9, 'Kharkov'],
  [2, 'gammon', 'Kharkov'],
  [2, 'pass', 'Kharkov'],
  [1, 'pass', 'Kharkov'],
  [1, 'pass', 'Kharkov'],
  [1, 'pass', 'Moscow'],
  [1, 'gammon', 'Moscow'],
  [1, 'pass', 'Moscow'],
  [1, 14, 'Moscow'],
  [1, 'pass', 'Moscow'],
  [1, 14, 'Moscow'],
  [2, 'gammon', 'Moscow'],
];

function type(gas: FakeGas, sheet: string, games: Game[]): void {
  gas.book
    .sheet(sheet)
    .getRange(`G10:J${9 + games.length}`)
    .setValues(games.map(([c, o, w]) => [c, '', o, w]));
}

const all = (out: CreateDuplicateTournamentResult) => out.rounds.flatMap((r) => r.matches.map((m) => ({ ...m, round: r.round })));

describe("createDuplicateTournament: the rules page's event (teams of four)", () => {
  it('schedules long gammon once and backgammon twice, numbers the dice sets on, swaps the players in the second cycle', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'Yalta', teams: TEAMS, seed: 'y', final: true });
    const matches = all(out);
    expect(out.rounds).toHaveLength(6);
    expect(matches.map((m) => [m.round, m.discipline, m.cycle])).toEqual([
      [1, 'backgammon', 1],
      [1, 'longGammon', 1],
      [2, 'backgammon', 1],
      [2, 'longGammon', 1],
      [3, 'backgammon', 1],
      [3, 'longGammon', 1],
      [4, 'backgammon', 2],
      [5, 'backgammon', 2],
      [6, 'backgammon', 2],
    ]);
    expect(out.rounds.map((r) => r.bye).sort()).toEqual(['Kharkov', 'Kharkov', 'Kiev', 'Kiev', 'Moscow', 'Moscow']);
    expect(out.sheets[0]).toBe('Yalta Standings');
    expect(out.sheets.slice(1, 10)).toEqual(matches.map((m) => m.sheet));
    expect(matches[1].sheet).toBe('Yalta R1 LG Kiev v Moscow'.replace('Kiev v Moscow', `${matches[1].teamA} v ${matches[1].teamB}`));
    expect(out.sheets.slice(10)).toEqual([
      'Yalta Final',
      'Yalta Dice BG referee',
      'Yalta Dice BG OPEN',
      'Yalta Dice BG CLOSED',
      'Yalta Dice LG referee',
      'Yalta Dice LG OPEN',
      'Yalta Dice LG CLOSED',
      'Yalta Dice final referee',
      'Yalta Dice final OPEN',
      'Yalta Dice final CLOSED',
    ]);
    expect(out.final).toEqual({ sheet: 'Yalta Final', games: 6, discipline: 'backgammon' });
    for (const m of matches) {
      const p = gas.book.sheet(m.sheet);
      const a = TEAMS.find((t) => t.name === m.teamA)!;
      const b = TEAMS.find((t) => t.name === m.teamB)!;
      const pair = (t: (typeof TEAMS)[number]) => (m.discipline === 'backgammon' ? t.backgammon : t.longGammon);
      const seat = (t: (typeof TEAMS)[number]) => (m.cycle === 2 ? [pair(t)[1], pair(t)[0]] : pair(t));
      // OPEN: A's OPEN player White – B's OPEN player Black; cycle 2: A2 White – B2 Black, CLOSED B1 White – A1 Black.
      expect(p.getRange('B4:D5').getValues()).toEqual([
        [a.name, ...seat(a)],
        [b.name, ...seat(b)],
      ]);
      expect(p.getRange('E10:F11').getValues()).toEqual([
        [seat(a)[0], seat(b)[0]],
        [seat(b)[1], seat(a)[1]],
      ]);
      // Backgammon rounds 1–6 play sets 1–24, long gammon rounds 1–3 sets 25–36, the final 37–42.
      const first = m.discipline === 'backgammon' ? 4 * (m.round - 1) + 1 : 24 + 4 * (m.round - 1) + 1;
      expect([p.valueAt(10, 3), p.valueAt(17, 3)]).toEqual([first, first + 3]);
    }
    expect(gas.book.sheet('Yalta Final').getRange('C10:C21').getValues().flat()).toEqual([37, 37, 38, 38, 39, 39, 40, 40, 41, 41, 42, 42]);
    expect(gas.book.sheet('Yalta Dice LG referee').valueAt(5, 1)).toBe('Set of Rolls Nr. 25');
  });

  it("the seed's protocol in both disciplines: IMP 35 – 43, VP 13 – 17, Moscow wins each", () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'S', teams: TEAMS, seed: 'y', games: 6, imp: 'wbf' });
    const km = all(out).filter((m) => m.teamA === 'Kharkov' && m.teamB === 'Moscow' && m.cycle === 1);
    expect(km.map((m) => m.discipline)).toEqual(['backgammon', 'longGammon']);
    for (const m of km) {
      type(gas, m.sheet, SEED);
      expect(gas.book.sheet(m.sheet).getRange('E4:F6').getValues()).toEqual([
        [35, 13],
        [43, 17],
        [-8, 'Moscow wins'],
      ]);
      expect(gas.book.sheet(m.sheet).getRange('X10:Y11').getValues()).toEqual([
        [0, 0],
        [20, 1],
      ]); // the WBF table
    }
    const st = gas.book.sheet('S Standings');
    // Two of 9 matches complete: Moscow 34 VP, Kharkov 26, both from both disciplines.
    expect(
      st
        .getRange('A5:J7')
        .getValues()
        .map((r) => [r[1], r[2], r[3], r[5], r[6], r[9]]),
    ).toEqual([
      ['Moscow', 2, 2, 0, 34, 16],
      ['Kharkov', 2, 0, 2, 26, -16],
      ['Kiev', 0, 0, 0, 0, 0],
    ]);
  });

  it('a whole three-team event agrees with a second model computed from the typed games', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'W', teams: TEAMS, seed: 'w', final: true });
    const rng = createRng('event-games');
    const outcomes: (string | number)[] = [...Array.from({ length: 15 }, (_, i) => i + 1), 'gammon', 'G', 'pass', 'P', 'triple', 'B', 'BG', 'backgammon'];
    const model = new Map(TEAMS.map((t) => [t.name, { vp: 0, impFor: 0, impAgainst: 0, won: 0, drawn: 0, lost: 0, h2h: new Map<string, number>() }]));
    for (const m of all(out)) {
      const games: Game[] = Array.from({ length: 8 }, () => [[1, 2, 4][rng.int(3)], outcomes[rng.int(outcomes.length)], rng.int(2) === 0 ? m.teamA : m.teamB]);
      type(gas, m.sheet, games);
      // Second model: SMP → IMP per game to the winner, VP over 8 games, won/drawn/lost by IMP.
      const word = (o: string | number) =>
        typeof o === 'number'
          ? o
          : { gammon: 15, g: 15, pass: 'pass', p: 'pass', triple: 'triple', b: 'triple', bg: 'triple', backgammon: 'triple' }[o.toLowerCase()]!;
      let a = 0;
      let b = 0;
      for (const [cube, o, w] of games) {
        const points = imp(smp(word(o) as number | 'pass' | 'triple', cube));
        if (w === m.teamA) a += points;
        else b += points;
      }
      const vpA = vp(a - b, 8);
      for (const [team, other, mine, theirs, v] of [
        [m.teamA, m.teamB, a, b, vpA],
        [m.teamB, m.teamA, b, a, 30 - vpA],
      ] as const) {
        const x = model.get(team)!;
        x.vp += v;
        x.impFor += mine;
        x.impAgainst += theirs;
        if (mine > theirs) x.won++;
        else if (mine === theirs) x.drawn++;
        else x.lost++;
        x.h2h.set(other, (x.h2h.get(other) ?? 0) + v);
      }
    }
    const want = [...model.entries()].sort(([, x], [, y]) => y.vp - x.vp || y.impFor - y.impAgainst - (x.impFor - x.impAgainst));
    const table = gas.book.sheet('W Standings').getRange('A5:J7').getValues();
    expect(table.map((r) => [r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]])).toEqual(
      want.map(([name, x]) => [name, 6, x.won, x.drawn, x.lost, x.vp, x.impFor, x.impAgainst]),
    );
    // The final: the first two, backgammon pairs.
    const [first, second] = want.map(([name]) => TEAMS.find((t) => t.name === name)!);
    expect(gas.book.sheet('W Final').getRange('B4:D5').getValues()).toEqual([
      [first.name, ...first.backgammon],
      [second.name, ...second.backgammon],
    ]);
  });

  it('a tie for the final places is shown and left open; the TD chooses with chooseDuplicateFinalist', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'T', teams: TEAMS, seed: 't', final: true, finalDiscipline: 'longGammon', cycles: { backgammon: 1 } });
    // Every match: team A wins 4 passes, team B 4 passes: 16–16 IMP, a draw at 15–15 (4 drawn each). All three level on everything.
    const drawn: Game[] = Array.from({ length: 8 }, (_, i) => [1, 'pass', i % 2 === 0 ? 'A' : 'B']);
    expect(() => chooseDuplicateFinalist({ sheet: 'T Standings', teams: ['Kiev', 'Moscow'] })).toThrow(/^Only 0 of 6 matches are complete/);
    for (const m of all(out))
      type(
        gas,
        m.sheet,
        drawn.map(([c, o, w]) => [c, o, w === 'A' ? m.teamA : m.teamB]),
      );
    const st = gas.book.sheet('T Standings');
    expect(
      st
        .getRange('A5:K7')
        .getValues()
        .map((r) => [r[0], r[1], r[4], r[10]]),
    ).toEqual([
      [1, 'Kharkov', 4, 'level for a final place'],
      [1, 'Moscow', 4, 'level for a final place'],
      [1, 'Kiev', 4, 'level for a final place'],
    ]);
    expect(st.valueAt(9, 2)).toMatch(/^Tie for both final places: Kharkov, Moscow, Kiev are level on VP, IMP difference and head-to-head\. The TD chooses/);
    const final = gas.book.sheet('T Final');
    expect(final.getRange('B4:D5').getValues()).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]); // never a silent pick
    expect(chooseDuplicateFinalist({ sheet: 'T Final' })).toMatchObject({
      sheet: 'T Standings',
      tie: true,
      open: 2,
      contenders: ['Kharkov', 'Moscow', 'Kiev'],
      complete: 6,
      matches: 6,
      teamA: '',
      teamB: '',
    });
    const before = st.getRange('A1:T30').getValues();
    expect(() => chooseDuplicateFinalist({ sheet: 'T Standings', teams: ['Kiev'] })).toThrow(
      "Teams: 2 final place(s) are open; give 2 team(s) (choose among 'Kharkov', 'Moscow', 'Kiev')",
    );
    expect(() => chooseDuplicateFinalist({ sheet: 'T Standings', teams: ['Kiev', 'Lviv'] })).toThrow("Teams: 'Lviv' is not a team of this event");
    expect(() => chooseDuplicateFinalist({ sheet: 'T Standings', teams: ['kiev', 'Kiev'] })).toThrow("Teams: 'Kiev' is named twice");
    expect(() => chooseDuplicateFinalist({ sheet: all(out)[0].sheet })).toThrow(/is not a duplicate event's standings or final sheet/);
    expect(() => chooseDuplicateFinalist({ sheet: 'Nope' })).toThrow("Sheet: there is no sheet named 'Nope'");
    expect(st.getRange('A1:T30').getValues()).toEqual(before); // nothing written
    expect(chooseDuplicateFinalist({ sheet: 'T Standings', teams: ['kiev ', 'Moscow'] })).toMatchObject({ teamA: 'Kiev', teamB: 'Moscow' });
    expect(final.getRange('B4:D5').getValues()).toEqual([
      ['Kiev', 'Ki LG 1', 'Ki LG 2'],
      ['Moscow', 'Mo LG 1', 'Mo LG 2'],
    ]);
    expect(st.valueAt(9, 2)).toBe('Kiev v Moscow: chosen by the TD among Kharkov, Moscow, Kiev');
    expect(chooseDuplicateFinalist({ sheet: 'T Standings', teams: [] })).toMatchObject({ teamA: '', teamB: '' });
    expect(final.getRange('B4:B5').getValues()).toEqual([[''], ['']]);
  });

  it('a tie for the second place only: the first is in, the TD picks one of the two level', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'U', teams: TEAMS, seed: 'u', final: true, cycles: { backgammon: 1, longGammon: 1 } });
    for (const m of all(out)) {
      const winner = m.teamA === 'Kiev' || m.teamB === 'Kiev' ? 'Kiev' : m.teamA;
      const other = winner === m.teamA ? m.teamB : m.teamA;
      // Kiev wins its matches 32–0; Kharkov–Moscow: 16–16 in both disciplines.
      const games: Game[] = Array.from({ length: 8 }, (_, i) => [1, 'pass', winner === 'Kiev' ? 'Kiev' : i % 2 ? winner : other]);
      type(gas, m.sheet, games);
    }
    expect(gas.book.sheet('U Standings').getRange('A5:B7').getValues()).toEqual([
      [1, 'Kiev'],
      [2, 'Kharkov'],
      [2, 'Moscow'],
    ]);
    expect(gas.book.sheet('U Final').getRange('B4:B5').getValues()).toEqual([['Kiev'], ['']]);
    expect(() => chooseDuplicateFinalist({ sheet: 'U Final', teams: ['Kiev'] })).toThrow(
      "Teams: 'Kiev' is not level for the open place (choose among 'Kharkov', 'Moscow')",
    );
    expect(chooseDuplicateFinalist({ sheet: 'U Final', teams: ['Moscow'] })).toMatchObject({ open: 1, teamA: 'Kiev', teamB: 'Moscow' });
    expect(gas.book.sheet('U Final').getRange('B4:D5').getValues()).toEqual([
      ['Kiev', 'Ki BG 1', 'Ki BG 2'],
      ['Moscow', 'Sergej Chertkov', 'Vladimir Chelter'],
    ]);
  });

  it.each([1, 2, 3])('backgammon %i round robin(s), long gammon 1: the matches and the seats of each cycle', (cycles) => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: `C${cycles}`, teams: TEAMS, seed: 'c', cycles: { backgammon: cycles, longGammon: 1 } });
    const matches = all(out);
    expect(matches.filter((m) => m.discipline === 'backgammon').map((m) => m.cycle)).toEqual(
      Array.from({ length: 3 * cycles }, (_, i) => Math.floor(i / 3) + 1),
    );
    expect(matches.filter((m) => m.discipline === 'longGammon')).toHaveLength(3);
    expect(out.rounds).toHaveLength(3 * cycles);
    for (const m of matches.filter((x) => x.discipline === 'backgammon')) {
      const a = TEAMS.find((t) => t.name === m.teamA)!;
      expect(gas.book.sheet(m.sheet).valueAt(4, 3)).toBe(a.backgammon[m.cycle % 2 === 0 ? 1 : 0]);
    }
    expect(gas.book.sheet(`C${cycles} Standings`).valueAt(2, 6)).toBe(matches.length);
  });

  it('rejects bad teams with every problem named, and writes nothing', () => {
    const gas = installFakeGas();
    const before = gas.book.getSheets().map((s) => s.getName());
    const bad = [
      TEAMS[0],
      { name: 'Moscow', backgammon: ['Sergej Chertkov', 'Vladimir Chelter'] as [string, string], longGammon: ['Mo LG 1'] as unknown as [string, string] },
      { name: 'Kiev', backgammon: ['Ki BG 1', 'jakob  garal'] as [string, string] },
      { name: 'Lviv', backgammon: ['L 1', 'L 2'] as [string, string], longGammon: ['L 2', 'L 3'] as [string, string] },
    ];
    expect(() => createDuplicateTournament({ title: 'B', teams: bad, cycles: { backgammon: 4 }, imp: 'acbl' as 'wbf' })).toThrow(
      [
        "Team 'Moscow': the long gammon pair has 1 player(s); a pair has exactly two",
        "Team 'Kiev' has no long gammon pair; every team fields the same disciplines (team 'Kharkov' has one)",
        "Player 'jakob garal' is in two teams: 'Kharkov' and 'Kiev'",
        "Team 'Lviv' names player 'L 2' in two pairs (backgammon and long gammon)",
        'Cycles (backgammon): the number of round robins must be 1, 2 or 3; got 4',
        "IMP table: use fairbg (the Fair Backgammon table) or wbf (the WBF bridge table); got 'acbl'",
      ].join('\n'),
    );
    expect(() =>
      createDuplicateTournament({
        title: 'B',
        teams: TEAMS.map((t) => ({ name: t.name, players: t.backgammon })),
        cycles: { longGammon: 1 },
        finalDiscipline: 'longGammon',
      }),
    ).toThrow('Cycles: long gammon round robins are set, but no team has a long gammon pair\nFinal discipline: no team has a long gammon pair');
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(before);
  });
});
