/**
 * The ruling on a late correction (docs/rules.md §2.9): "Once a final game is typed, the finalists are frozen; a later
 * change to the standings that would change them is flagged for the TD to decide." End to end in the in-memory Sheets:
 * the seed's three teams (Kharkov, Moscow, Kiev, teams of two, 4 games per room), the final typed, then one
 * round-robin match re-scored so that the standings give Kiev 2nd.
 */
import { chooseDuplicateFinalist, createDuplicateTournament } from './endpoints';
import { EXTRACTORS, publishFrom } from '../../../publish';
import type { StandingsDoc } from '../../../shared/rules/publish';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { FINAL_COLUMNS, finalRow, STANDINGS_PROBLEMS } from '../sheets/standings';

function publish(gas: FakeGas, sheet: string): { doc: StandingsDoc; problems: string[] } {
  let doc: StandingsDoc | undefined;
  const spy = Object.fromEntries(Object.entries(EXTRACTORS).map(([k, f]) => [k, (...a: Parameters<typeof f>) => (doc = f(...a))]));
  const out = publishFrom(asSpreadsheet(gas), { sheet, format: 'text' }, spy, () => '2026-04-20');
  return { doc: doc as StandingsDoc, problems: (out as { problems?: string[] }).problems ?? doc?.problems ?? [] };
}

/** 8 rows, every game a pass on cube 1 (4 IMP): `winner` takes the first `wins` rows, `loser` the rest. */
function typePasses(gas: FakeGas, sheet: string, winner: string, loser: string, wins: number): void {
  const rows = Array.from({ length: 8 }, (_, i) => [1, '', 'pass', i < wins ? winner : loser]);
  gas.book.sheet(sheet).getRange('G10:J17').setValues(rows);
}

describe('docs/rules.md §2.9: once a final game is typed the finalists are frozen; a later standings change is flagged for the TD', () => {
  it('Kharkov v Moscow played; Moscow – Kiev re-scored so Kiev is 2nd: the final stays Kharkov v Moscow, counted, and flagged until the TD decides', () => {
    const gas = installFakeGas();
    const teams = [
      { name: 'Kharkov', players: ['Jakob Garal', 'Alexandr Krasov'] as [string, string] },
      { name: 'Moscow', players: ['Sergej Chertkov', 'Vladimir Chelter'] as [string, string] },
      { name: 'Kiev', players: ['Ki 1', 'Ki 2'] as [string, string] },
    ];
    const out = createDuplicateTournament({ title: 'Yalta', teams, seed: 'y', cycles: 1, final: true, finalGames: 4 });
    const matches = out.rounds.flatMap((r) => r.matches);
    const find = (x: string, y: string) => matches.find((m) => [m.teamA, m.teamB].sort().join() === [x, y].sort().join())!;
    // Kharkov beats both 6–2 (IMP 24–8: 20–10 VP); Moscow beats Kiev 5–3 (17–13): Kharkov 40, Moscow 27, Kiev 23.
    typePasses(gas, find('Kharkov', 'Moscow').sheet, 'Kharkov', 'Moscow', 6);
    typePasses(gas, find('Kharkov', 'Kiev').sheet, 'Kharkov', 'Kiev', 6);
    typePasses(gas, find('Moscow', 'Kiev').sheet, 'Moscow', 'Kiev', 5);
    const fin = gas.book.sheet(out.final!.sheet);
    expect(fin.getRange('B4:B5').getValues()).toEqual([['Kharkov'], ['Moscow']]);
    // The final: Moscow wins 5 games to 3 (IMP 12 – 20, VP 13 – 17).
    typePasses(gas, out.final!.sheet, 'Moscow', 'Kharkov', 5);
    expect(fin.getRange('F6').getValue()).toBe('Moscow wins');

    // The correction: Moscow – Kiev was 3–5 (13–17): Kharkov 40, Kiev 27, Moscow 23 — the standings now give Kharkov v Kiev.
    typePasses(gas, find('Moscow', 'Kiev').sheet, 'Kiev', 'Moscow', 5);
    const st = gas.book.sheet(out.sheets[0]);
    const row = finalRow(3);
    expect([st.getRange(row, FINAL_COLUMNS.nowA).getValue(), st.getRange(row, FINAL_COLUMNS.nowB).getValue()]).toEqual([1, 3]);
    // Frozen: the Final keeps its teams and players, Moscow's wins count, VP and the winner stand.
    expect([st.getRange(row, FINAL_COLUMNS.teamA).getValue(), st.getRange(row, FINAL_COLUMNS.teamB).getValue()]).toEqual([1, 2]);
    expect(fin.getRange('B4:D5').getValues()).toEqual([
      ['Kharkov', 'Jakob Garal', 'Alexandr Krasov'],
      ['Moscow', 'Sergej Chertkov', 'Vladimir Chelter'],
    ]);
    expect(fin.getRange('E4:F6').getValues()).toEqual([
      [12, 13],
      [20, 17],
      [-8, 'Moscow wins'],
    ]);
    // Flagged for the TD: on the Final row, in Problems to fix, in the post's problems and in the finalist report.
    expect(st.getRange(row, 2).getValue()).toBe(
      'Kharkov v Moscow: as its games were typed. The standings now give Kharkov v Kiev: a result changed after the final began. ' +
        "The TD decides (wizard: Choose duplicate finalist with the teams as played, or clear the final's games).",
    );
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(1);
    // The Status column is held while the TD decides (Kiev is not in the final as played, Moscow may not stay in it).
    expect(st.getRange('L5:L7').getValues().flat()).toEqual(['', '', '']);
    const { doc, problems } = publish(gas, out.sheets[0]);
    expect(doc.sections[0].rows.map((r) => [r.cells[1], r.mark])).toEqual([
      ['Kharkov', 'qualified'],
      ['Kiev', undefined],
      ['Moscow', 'qualified'],
    ]);
    expect(doc.sections[1].rows.map((r) => [r.cells[0], r.cells[2], r.cells[3], r.mark])).toEqual([
      ['Kharkov', 12, 13, undefined],
      ['Moscow', 20, 17, 'winner'],
    ]);
    const flag =
      "'Yalta Standings' row \"Final\": the final's games name Kharkov and Moscow, but the standings now give Kharkov v Kiev: a result changed " +
      "after the final began; the final stays Kharkov v Moscow as played until the TD decides (Choose duplicate finalist with the teams as played, or clear the final's games to play Kharkov v Kiev)";
    expect(problems).toEqual([flag]);
    expect(chooseDuplicateFinalist({ sheet: out.sheets[0] })).toMatchObject({ teamA: 'Kharkov', teamB: 'Moscow', open: 2, contenders: ['Kharkov', 'Moscow'] });
    expect(() => chooseDuplicateFinalist({ sheet: out.sheets[0], teams: ['Kharkov', 'Kiev'] })).toThrow(
      /its winners name 'Kharkov' and 'Moscow'\): its finalists are frozen\. Choose its two teams as played, or clear the final's games/,
    );

    // The TD keeps the final as played: no flag left, the final unchanged.
    expect(chooseDuplicateFinalist({ sheet: out.sheets[0], teams: ['Kharkov', 'Moscow'] })).toMatchObject({ teamA: 'Kharkov', teamB: 'Moscow' });
    expect(st.getRange(row, 2).getValue()).toBe('Kharkov v Moscow: kept by the TD as played');
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(0);
    expect(publish(gas, out.sheets[0]).problems).toEqual([]);
    expect(fin.getRange('F6').getValue()).toBe('Moscow wins');

    // Or the final's games cleared: the final follows the standings again (Kharkov v Kiev).
    chooseDuplicateFinalist({ sheet: out.sheets[0], teams: [] });
    fin.getRange('G10:J17').setValues(Array.from({ length: 8 }, () => [1, '', '', '']));
    expect(fin.getRange('B4:B5').getValues()).toEqual([['Kharkov'], ['Kiev']]);
    expect(st.getRange(row, 2).getValue()).toBe('Kharkov v Kiev: 1st and 2nd of the standings');
    // The final follows the standings again: the Status column marks them.
    expect(st.getRange('L5:L7').getValues().flat()).toEqual(['Q', 'Q', 'X']);
    expect(st.getRange(STANDINGS_PROBLEMS.count).getValue()).toBe(0);
  });
});
