/** createDuplicateTournament in the in-memory Sheets: schedule, protocols and live standings agree. */
import { teamRoundRobin } from '../rules/teams';
import { teamStandings } from '../rules/standings.model';
import { createDuplicateTournament } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';

const TEAMS = [
  { name: 'Kharkov', players: ['Garal', 'Krasov'] as [string, string] },
  { name: 'Moscow', players: ['Chertkov', 'Chelter'] as [string, string] },
  { name: 'Kiev', players: ['Ivanenko', 'Petrenko'] as [string, string] },
];

/** Types 8 games (4 per room), cube 1: each entry is [winner, outcome]; "pass" = 150 SMP = 4 IMP, 1 = 110 SMP = 3 IMP. */
function fill(gas: FakeGas, sheet: string, games: [string, string | number][]): void {
  const s = gas.book.sheet(sheet);
  s.getRange('I10:J17').setValues(games.map(([w, o]) => [o, w]));
}

const wins = (team: string, n: number, outcome: string | number = 'pass'): [string, string | number][] =>
  Array.from({ length: n }, () => [team, outcome]);

describe('createDuplicateTournament', () => {
  it('schedules the Berger round robin of teams: one protocol per match, dice per round, standings listed first', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'Yalta', teams: TEAMS, seed: 'y', final: true });
    const schedule = teamRoundRobin(TEAMS.map((t) => t.name));
    expect(out.rounds.map((r) => [r.round, r.matches.map((m) => [m.teamA, m.teamB]), r.bye])).toEqual(
      schedule.map((r) => [r.round, r.matches.map((m) => [m.teamA, m.teamB]), r.bye]),
    );
    const protocols = out.rounds.flatMap((r) => r.matches.map((m) => m.sheet));
    expect(out.sheets).toEqual([
      'Yalta — Standings',
      ...protocols,
      'Yalta — Dice R1',
      'Yalta — Dice R2',
      'Yalta — Dice R3',
      'Yalta — Final',
      'Yalta — Dice final',
    ]);
    // Written in the order the formulas need: protocols and dice, then the standings that read the protocols, then
    // the final that reads the standings; the standings are the sheet shown at the end.
    expect(gas.book.getSheets().map((s) => s.getName())).toEqual(['Sheet1', ...protocols, 'Yalta — Dice R1', 'Yalta — Dice R2', 'Yalta — Dice R3', 'Yalta — Standings', 'Yalta — Final', 'Yalta — Dice final']);
    expect(gas.book.getActiveSheet().getName()).toBe('Yalta — Standings');
    // Round r plays sets 4(r − 1) + 1 … 4r; each protocol names its teams and seats.
    out.rounds.forEach((r) => {
      const m = r.matches[0];
      const p = gas.book.sheet(m.sheet);
      expect([p.valueAt(4, 2), p.valueAt(5, 2), p.valueAt(10, 3), p.valueAt(17, 3)]).toEqual([m.teamA, m.teamB, 4 * (r.round - 1) + 1, 4 * r.round]);
      expect(gas.book.sheet(`Yalta — Dice R${r.round}`).valueAt(5, 1)).toBe(`Set of Rolls Nr. ${4 * (r.round - 1) + 1}`);
    });
    // The standings list the matches with their protocols; before any result every team shares first place.
    const st = gas.book.sheet('Yalta — Standings');
    expect(st.getRange('A11:D13').getValues()).toEqual(out.rounds.map((r) => [r.round, r.matches[0].teamA, r.matches[0].teamB, r.matches[0].sheet]));
    expect(st.getRange('A5:K7').getValues().map((r) => [r[0], r[6], r[10]])).toEqual([
      [1, 0, 'shared rank'],
      [1, 0, 'shared rank'],
      [1, 0, 'shared rank'],
    ]);
    expect(st.getRange('B5:B7').getValues().flat()).toEqual(['Kharkov', 'Moscow', 'Kiev']);
    // The final: sets 13–16, teams from the standings' first two places, players looked up.
    const f = gas.book.sheet('Yalta — Final');
    expect(f.getRange('B4:D5').getValues()).toEqual([
      ['Kharkov', 'Garal', 'Krasov'],
      ['Moscow', 'Chertkov', 'Chelter'],
    ]);
    expect(f.valueAt(10, 3)).toBe(13);
  });

  it('standings sum VP from the protocols and break a VP tie by IMP difference; the final follows', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'T', teams: TEAMS, seed: 'y', final: true });
    const sheetOf = (x: string, y: string) =>
      out.rounds.flatMap((r) => r.matches).find((m) => (m.teamA === x && m.teamB === y) || (m.teamA === y && m.teamB === x))!;
    // Kharkov – Moscow: 16 – 15 IMP (15–15 VP). Kiev beats both 20 – 12 (17–13 VP).
    fill(gas, sheetOf('Kharkov', 'Moscow').sheet, [...wins('Kharkov', 4), ...wins('Moscow', 3), ['Moscow', 1]]);
    fill(gas, sheetOf('Kiev', 'Kharkov').sheet, [...wins('Kiev', 5), ...wins('Kharkov', 3)]);
    const st = gas.book.sheet('T — Standings');
    // Two matches complete so far.
    expect(st.getRange('A5:K7').getValues().map((r) => [r[0], r[1], r[2], r[6]])).toEqual([
      [1, 'Kharkov', 2, 28],
      [2, 'Kiev', 1, 17],
      [3, 'Moscow', 1, 15],
    ]);
    fill(gas, sheetOf('Kiev', 'Moscow').sheet, [...wins('Kiev', 5), ...wins('Moscow', 3)]);
    const table = st.getRange('A5:K7').getValues();
    expect(table).toEqual([
      [1, 'Kiev', 2, 2, 0, 0, 34, 40, 24, 16, ''],
      [2, 'Kharkov', 2, 0, 1, 1, 28, 28, 35, -7, ''],
      [3, 'Moscow', 2, 0, 1, 1, 28, 27, 36, -9, ''],
    ]);
    // The same order as the core's teamStandings over the same results.
    const results = st.getRange('B11:H13').getValues().map((r) => ({ teamA: String(r[0]), teamB: String(r[1]), impA: Number(r[3]), impB: Number(r[4]), vpA: Number(r[5]), vpB: Number(r[6]) }));
    expect(teamStandings(TEAMS.map((t) => t.name), results).map((s) => [s.rank, s.team, s.vp, s.impDifference])).toEqual(
      table.map((r) => [r[0], r[1], r[6], r[9]]),
    );
    expect(gas.book.sheet('T — Final').getRange('B4:B5').getValues()).toEqual([['Kiev'], ['Kharkov']]);
    expect(gas.book.sheet('T — Final').valueAt(4, 3)).toBe('Ivanenko');
  });

  it('breaks a tie on VP and IMP difference by head-to-head VP', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'H', teams: TEAMS, seed: 'y' });
    const sheetOf = (x: string, y: string) =>
      out.rounds.flatMap((r) => r.matches).find((m) => (m.teamA === x && m.teamB === y) || (m.teamA === y && m.teamB === x))!.sheet;
    const st = gas.book.sheet('H — Standings');
    // Before any result: all share first place, listed in entry order.
    expect(st.getRange('A5:K7').getValues().map((r) => [r[0], r[1], r[10]])).toEqual([
      [1, 'Kharkov', 'shared rank'],
      [1, 'Moscow', 'shared rank'],
      [1, 'Kiev', 'shared rank'],
    ]);
    // Moscow – Kharkov 20 – 14 IMP (+6: VP 17–13); Moscow – Kiev 16 – 16 (15–15); Kharkov – Kiev 28 – 16 (+12: 19–11).
    fill(gas, sheetOf('Moscow', 'Kharkov'), [...wins('Moscow', 4, 7), ...wins('Kharkov', 2), ...wins('Kharkov', 2, 1)]);
    fill(gas, sheetOf('Moscow', 'Kiev'), [...wins('Moscow', 4), ...wins('Kiev', 4)]);
    fill(gas, sheetOf('Kharkov', 'Kiev'), [...wins('Kharkov', 4, 'gammon'), ...wins('Kiev', 4)]);
    // Moscow and Kharkov: 32 VP and +6 each; Moscow won their match.
    expect(st.getRange('A5:K7').getValues().map((r) => [r[0], r[1], r[6], r[9], r[10]])).toEqual([
      [1, 'Moscow', 32, 6, ''],
      [2, 'Kharkov', 32, 6, ''],
      [3, 'Kiev', 26, -12, ''],
    ]);
    const results = st.getRange('B11:H13').getValues().map((r) => ({ teamA: String(r[0]), teamB: String(r[1]), impA: Number(r[3]), impB: Number(r[4]), vpA: Number(r[5]), vpB: Number(r[6]) }));
    expect(teamStandings(TEAMS.map((t) => t.name), results).map((s) => [s.rank, s.team])).toEqual([
      [1, 'Moscow'],
      [2, 'Kharkov'],
      [3, 'Kiev'],
    ]);
  });
});
