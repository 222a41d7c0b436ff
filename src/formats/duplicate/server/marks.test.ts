/**
 * What the published duplicate posts mark and print (docs/rules.md §2.9, §0.1), end to end in the in-memory Sheets:
 * - "The final is not part of the round-robin standings": the standings table marks its two finalists Q; the final's
 *   winner is marked W in a table of its own, never in the round-robin table (where a 2nd-placed team would read as
 *   the event's winner).
 * - "A name is shown trimmed … the first spelling met is shown" and names are the same "after removing spaces at both
 *   ends … and ignoring upper and lower case": a winner typed `moscow`, ` Kharkov` (a space, a pasted no-break space or
 *   a tab around it) is counted by the sheet and by the post alike, and printed as the team is registered.
 */
import { createDuplicateMatch, createDuplicateTournament } from './endpoints';
import { EXTRACTORS, publishFrom } from '../../../publish';
import type { StandingsDoc } from '../../../shared/rules/publish';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';

function docOf(gas: FakeGas, sheet: string): StandingsDoc {
  let doc: StandingsDoc | undefined;
  const spy = Object.fromEntries(Object.entries(EXTRACTORS).map(([k, f]) => [k, (...a: Parameters<typeof f>) => (doc = f(...a))]));
  publishFrom(asSpreadsheet(gas), { sheet, format: 'text' }, spy, () => '2026-04-20');
  return doc as StandingsDoc;
}

/** 8 rows (4 games per room), every game a pass on cube 1 (4 IMP): `winner` takes the first `wins` rows, `loser` the rest. */
function typePasses(gas: FakeGas, sheet: string, winner: string, loser: string, wins: number, games = 8): void {
  const rows = Array.from({ length: games }, (_, i) => [1, '', 'pass', i < wins ? winner : loser]);
  gas.book
    .sheet(sheet)
    .getRange(`G10:J${9 + games}`)
    .setValues(rows);
}

describe('docs/rules.md §2.9 "The final is not part of the round-robin standings": Q in the standings, W only in the final', () => {
  it('Red 1st and Blue 2nd are both Q in the team standings; Blue, who wins the final, is W in the Final table only', () => {
    const gas = installFakeGas();
    const teams = ['Red', 'Blue', 'Green'].map((name) => ({ name, players: [`${name}1`, `${name}2`] as [string, string] }));
    const out = createDuplicateTournament({ title: 'Cup', teams, seed: 'q', cycles: 1, final: true, finalGames: 4 });
    const matches = out.rounds.flatMap((r) => r.matches);
    const find = (x: string, y: string) => matches.find((m) => [m.teamA, m.teamB].sort().join() === [x, y].sort().join())!;
    // Red beats Blue and Green 6–2 (IMP 24–8, +16 → 20–10), Blue beats Green 5–3 (+8 → 17–13): Red 40, Blue 27, Green 23.
    typePasses(gas, find('Red', 'Blue').sheet, 'Red', 'Blue', 6);
    typePasses(gas, find('Red', 'Green').sheet, 'Red', 'Green', 6);
    typePasses(gas, find('Blue', 'Green').sheet, 'Blue', 'Green', 5);
    // The final (Red v Blue, 4 games per room): Blue wins 5–3, IMP 20–12, VP 13–17.
    typePasses(gas, out.final!.sheet, 'Blue', 'Red', 5);
    const doc = docOf(gas, out.sheets[0]);
    expect(doc.sections[0].caption).toBe('Team standings');
    expect(doc.sections[0].rows.map((r) => [r.cells[0], r.cells[1], r.mark])).toEqual([
      [1, 'Red', 'qualified'],
      [2, 'Blue', 'qualified'],
      [3, 'Green', 'out'],
    ]);
    const final = doc.sections.find((s) => s.caption === 'Final (backgammon pairs)');
    expect(final?.rows).toEqual([{ cells: ['Red', 'Red1, Red2', 12, 13] }, { cells: ['Blue', 'Blue1, Blue2', 20, 17], mark: 'winner' }]);
    expect(final?.notes).toEqual(['Final: Red 12 – 20 Blue IMP, VP 13 – 17: Blue wins.']);
    expect(doc.sections.flatMap((s) => (s === final ? [] : s.rows)).some((r) => r.mark === 'winner')).toBe(false);
  });
});

describe('docs/rules.md §0.1: a winner typed in another case or with spaces around it is the team, counted and shown as registered', () => {
  const KHARKOV = { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] as [string, string] };
  const MOSCOW = { name: 'Moscow', players: ['Sergej Chertkov', 'Vladimir Chelter'] as [string, string] };

  it.each([
    ['lower case', 'moscow', 'kharkov'],
    ['a space around it', ' Moscow ', ' Kharkov'],
    ['a pasted no-break space', '\u00a0Moscow', 'Kharkov\u00a0'],
    ['a tab', 'Moscow\t', '\tKharkov'],
  ])('%s: the sheet and the post count every game and print the teams as registered', (_, moscow, kharkov) => {
    const gas = installFakeGas();
    const out = createDuplicateMatch({ title: 'Yalta', teamA: KHARKOV, teamB: MOSCOW, games: 4, seed: 'y' });
    // Moscow wins 5 passes, Kharkov 3: IMP 12 – 20, VP 13 – 17.
    typePasses(gas, out.sheets[0], moscow, kharkov, 5);
    const p = gas.book.sheet(out.sheets[0]);
    expect(p.getRange('E4:F5').getValues()).toEqual([
      [12, 13],
      [20, 17],
    ]);
    expect(p.getRange('F6').getValue()).toBe('Moscow wins');
    const doc = docOf(gas, out.sheets[0]);
    expect(doc.sections[0].rows.map((r) => r.cells[6])).toEqual(['Moscow', 'Moscow', 'Moscow', 'Moscow', 'Moscow', 'Kharkov', 'Kharkov', 'Kharkov']);
    expect(doc.sections[1].rows.map((r) => [r.cells[0], r.cells[2], r.cells[3], r.mark])).toEqual([
      ['Kharkov', 12, 13, undefined],
      ['Moscow', 20, 17, 'winner'],
    ]);
    expect(doc.problems ?? []).toEqual([]);
  });
});
