/**
 * Publishing a duplicate event end to end in the in-memory Sheets: created through the endpoints, results typed into
 * the protocols as a TD types them, then publishStandings (src/publish.ts, its EXTRACTORS). Every expected doc is
 * worked out by hand from docs/rules.md §2.3–§2.9 (a pass on cube 1 = 150 SMP = 4 IMP; over 8 games an IMP
 * difference of 8 → 17–13 VP; over 12 games a difference of 1 → 15–15), not from the code.
 */
import { join } from 'node:path';
import { chooseDuplicateFinalist, createDuplicateMatch, createDuplicateTournament } from './endpoints';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { bbcodeText, htmlText, markdownText, render, type StandingsDoc } from '../../../shared/rules/publish';
import { asSpreadsheet, installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import { expectGolden } from '../../../../test/helpers/golden';

const DATE = '2026-04-20';
const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];

function docOf(gas: FakeGas, sheet: string): StandingsDoc {
  let doc: StandingsDoc | undefined;
  const spy = Object.fromEntries(Object.entries(EXTRACTORS).map(([k, f]) => [k, (...a: Parameters<typeof f>) => (doc = f(...a))]));
  publishFrom(asSpreadsheet(gas), { sheet, format: 'text' }, spy, () => DATE);
  return doc as StandingsDoc;
}

/** 8 rows (4 games per room), every game a pass on cube 1: `winner` takes the first `wins` rows, `loser` the rest. */
function typePasses(gas: FakeGas, sheet: string, winner: string, loser: string, wins: number): void {
  const rows = Array.from({ length: 8 }, (_, i) => [1, '', 'pass', i < wins ? winner : loser]);
  gas.book.sheet(sheet).getRange('G10:J17').setValues(rows);
}

const left = (label: string) => ({ label, align: 'left' as const });
const right = (label: string) => ({ label, align: 'right' as const });
const STANDINGS_COLUMNS = [
  right('#'),
  left('Team'),
  right('Played'),
  right('Won'),
  right('Drawn'),
  right('Lost'),
  right('VP'),
  right('IMP for'),
  right('IMP against'),
  right('IMP diff'),
];
const MATCH_COLUMNS = [right('Round'), left('Discipline'), left('Team A'), left('Team B'), right('IMP'), right('VP'), left('Result')];
const ORDER = 'Order: VP over every match of both disciplines, then IMP difference, then head-to-head VP. A match is won by the team with more IMP.';

describe('publishStandings on a duplicate event (three teams of two, 4 games per room, a final)', () => {
  it("standings after 2 of 3 matches, a level final, the TD's choice, a 1-IMP final at 15–15", () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'Club cup', teams: TEAMS, seed: 'h', cycles: 1, final: true });
    const matches = out.rounds.flatMap((r) => r.matches.map((m) => ({ ...m, round: r.round })));
    const find = (x: string, y: string) => matches.find((m) => [m.teamA, m.teamB].sort().join() === [x, y].sort().join())!;
    const redBlue = find('Red', 'Blue');
    const blueGreen = find('Blue', 'Green');
    const greenRed = find('Green', 'Red');
    // Red beats Blue and Blue beats Green 5 games to 3: IMP 20–12, difference 8 over 8 games → VP 17–13.
    typePasses(gas, redBlue.sheet, 'Red', 'Blue', 5);
    typePasses(gas, blueGreen.sheet, 'Blue', 'Green', 5);
    // Green – Red: one row half typed (an outcome, no winner): not counted, named with its row.
    gas.book.sheet(greenRed.sheet).getRange('I10').setValue('gammon');

    const result = (m: (typeof matches)[number], winner: string): (string | number)[] => {
      const aWins = m.teamA === winner;
      return [m.round, 'backgammon', m.teamA, m.teamB, aWins ? '20–12' : '12–20', aWins ? '17–13' : '13–17', `${winner} wins`];
    };
    const matchRows = (last: (string | number)[]) =>
      matches.map((m) => ({ cells: m === redBlue ? result(m, 'Red') : m === blueGreen ? result(m, 'Blue') : last }));
    const stage1: StandingsDoc = {
      title: 'Club cup',
      date: DATE,
      // The half-typed row is listed above the post (beside the text, never in it), naming its cell.
      problems: [`${greenRed.sheet} J10: game 1 OPEN: an outcome but no winner`],
      progress: { done: 2, total: 3, unit: { one: 'match', other: 'matches' } },
      sections: [
        {
          caption: 'Team standings',
          columns: STANDINGS_COLUMNS,
          rows: [
            // Green – Red to play: Red 17 + v, Green 13 + 30 − v, Blue 30. Both can pass Blue only if v > 13 and v < 13;
            // at v = 13 all three are level on 30 VP with Green's and Red's IMP difference unknown. Nobody is certain.
            { cells: [1, 'Blue', 2, 1, 0, 1, 30, 32, 32, '0'] },
            { cells: [2, 'Red', 1, 1, 0, 0, 17, 20, 12, '+8'] },
            { cells: [3, 'Green', 1, 0, 0, 1, 13, 12, 20, '-8'] },
          ],
          notes: [ORDER, 'Final (backgammon pairs): Blue v Red, 1st and 2nd of the standings (provisional: 2 of 3 matches complete).'],
        },
        {
          caption: 'Matches',
          columns: MATCH_COLUMNS,
          rows: matchRows([greenRed.round, 'backgammon', greenRed.teamA, greenRed.teamB, '', '', '']),
          notes: [`Not counted: ${greenRed.sheet}, game 1 OPEN (row 10): an outcome but no winner.`],
        },
      ],
    };
    expect(docOf(gas, out.sheets[0])).toEqual(stage1);
    // The Standings' Status column says the same (DUPSTATUS), under a header counting the match still to play.
    const standings = gas.book.sheet(out.sheets[0]);
    expect(standings.getRange('L4:L7').getValues().flat()).toEqual(['Status (1 to play)', '', '', '']);
    // The post itself, as a TD pastes it (fixed-width text and BBCode), checked by eye once and kept.
    for (const [format, file] of [
      ['text', 'standings.txt'],
      ['bbcode', 'standings.bbcode.txt'],
    ] as const) {
      const text = publishFrom(asSpreadsheet(gas), { sheet: out.sheets[0], format }, EXTRACTORS, () => DATE).text;
      expectGolden(join(__dirname, 'golden', file), text);
    }

    // Green beats Red 5–3: every team 30 VP, IMP 32–32, head-to-head 30 each: all three share rank 1.
    gas.book.sheet(greenRed.sheet).getRange('I10').setValue('');
    typePasses(gas, greenRed.sheet, 'Green', 'Red', 5);
    const level = (team: string) => ({ cells: [1, team, 2, 1, 0, 1, 30, 32, 32, '0'], mark: 'tie' as const });
    const stage2 = docOf(gas, out.sheets[0]);
    expect(stage2.progress).toEqual({ done: 3, total: 3, unit: { one: 'match', other: 'matches' } });
    expect(stage2.sections[0].rows).toEqual([level('Red'), level('Blue'), level('Green')]);
    expect(standings.getRange('L4:L7').getValues().flat()).toEqual(['Status (0 to play)', 'T', 'T', 'T']);
    expect(stage2.sections[0].notes).toEqual([
      ORDER,
      'Tie for both final places: Red, Blue and Green are level on VP, IMP difference and head-to-head; the TD chooses.',
    ]);
    expect(stage2.sections[1].notes).toBeUndefined();
    expect(() => docOf(gas, out.final!.sheet)).toThrow(/The final's teams are not decided yet.*Choose duplicate finalist/);

    chooseDuplicateFinalist({ sheet: out.final!.sheet, teams: ['Blue', 'Green'] });
    const stage3 = docOf(gas, out.sheets[0]);
    expect(stage3.sections[0].rows.map((r) => [r.cells[1], r.mark])).toEqual([
      ['Red', 'out'],
      ['Blue', 'qualified'],
      ['Green', 'qualified'],
    ]);
    expect(stage3.sections[0].notes?.[1]).toBe('Final (backgammon pairs): Blue v Green, chosen by the TD among Red, Blue and Green.');
    // The Status column follows the TD's choice (docs/rules.md §2.9, §2.10) as the post does: the chosen Q, the team
    // left out X; a changed choice moves the marks, and a cleared one brings back the tie's T.
    expect(standings.getRange('L4:L7').getValues().flat()).toEqual(['Status (0 to play)', 'X', 'Q', 'Q']);
    chooseDuplicateFinalist({ sheet: out.final!.sheet, teams: ['Green', 'Red'] });
    expect(standings.getRange('L5:L7').getValues().flat()).toEqual(['Q', 'X', 'Q']);
    expect(docOf(gas, out.sheets[0]).sections[0].rows.map((r) => r.mark)).toEqual(['qualified', 'out', 'qualified']);
    chooseDuplicateFinalist({ sheet: out.final!.sheet, teams: [] });
    expect(standings.getRange('L5:L7').getValues().flat()).toEqual(['T', 'T', 'T']);
    chooseDuplicateFinalist({ sheet: out.final!.sheet, teams: ['Blue', 'Green'] });
    expect(standings.getRange('L5:L7').getValues().flat()).toEqual(['X', 'Q', 'Q']);

    // The final (6 games per room): Blue 9 checkers on cube 1 = 190 SMP = 5 IMP, Green 4 checkers = 140 SMP = 4 IMP,
    // then five passes each (4 IMP): Blue 25, Green 24. A difference of 1 over 12 games is 15–15, and Blue wins on IMP.
    const fin = gas.book.sheet(out.final!.sheet);
    fin
      .getRange('G10:J21')
      .setValues([[1, '', 9, 'Blue'], [1, '', 4, 'Green'], ...Array.from({ length: 10 }, (_, i) => [1, '', 'P', i % 2 === 0 ? 'Blue' : 'Green'])]);
    const stage4 = docOf(gas, out.sheets[0]);
    // The final is not part of the round-robin standings (docs/rules.md §2.9): both finalists keep their Q there, and
    // the final's winner is marked W in the final's own table.
    expect(stage4.sections[0].rows.map((r) => [r.cells[1], r.mark])).toEqual([
      ['Red', 'out'],
      ['Blue', 'qualified'],
      ['Green', 'qualified'],
    ]);
    expect(stage4.sections[1]).toEqual({
      caption: 'Final (backgammon pairs)',
      columns: [left('Team'), left('Players (OPEN, CLOSED)'), right('IMP'), right('VP')],
      rows: [{ cells: ['Blue', 'Bea, Bo', 25, 15], mark: 'winner' }, { cells: ['Green', 'Gus, Gia', 24, 15] }],
      notes: ['Final: Blue 25 – 24 Green IMP, VP 15 – 15: Blue wins.'],
    });

    const final = docOf(gas, out.final!.sheet);
    expect(final.title).toBe('Club cup: final (backgammon pairs)');
    expect(final.progress).toEqual({ done: 12, total: 12, unit: { one: 'game', other: 'games' } });
    expect(final.sections[0].rows.slice(0, 3).map((r) => r.cells)).toEqual([
      [1, 'OPEN', 'Bea', 'Gus', '1', '9', 'Blue', 190, 5, ''],
      [1, 'CLOSED', 'Gia', 'Bo', '1', '4', 'Green', 140, '', 4],
      [2, 'OPEN', 'Bea', 'Gus', '1', 'P', 'Blue', 150, 4, ''],
    ]);
    expect(final.sections[1].rows).toEqual([{ cells: ['Blue', 'Bea, Bo', 25, 15], mark: 'winner' }, { cells: ['Green', 'Gus, Gia', 24, 15] }]);
    expect(final.sections[1].notes).toEqual(['Blue wins: IMP 25 – 24 (difference +1 for Blue), VP 15 – 15. The team with more IMP wins the match.']);

    // The dice sheets: a clear refusal naming where the standings are.
    expect(() =>
      publishFrom(asSpreadsheet(gas), { sheet: out.sheets.find((s) => s.endsWith('Dice referee')), format: 'text' }, EXTRACTORS, () => DATE),
    ).toThrow(/is a dice sheet: it holds rolls, not results/);
  });

  it('certainty marks while matches remain (docs/rules.md §6): Q and X on the Standings sheet and in the post alike', () => {
    const gas = installFakeGas();
    const teams = [...TEAMS, { name: 'Gold', players: ['Gil', 'Guy'] as [string, string] }];
    const out = createDuplicateTournament({ title: 'Cup', teams, seed: 'c', cycles: 1, final: true });
    const matches = out.rounds.flatMap((r) => r.matches);
    // Every match 32–0 IMP (8 passes) = 25–5 VP: Red beats all three, Blue and Green beat Gold; Blue – Green to play.
    for (const [w, l] of [
      ['Red', 'Blue'],
      ['Red', 'Green'],
      ['Red', 'Gold'],
      ['Blue', 'Gold'],
      ['Green', 'Gold'],
    ]) {
      const m = matches.find((x) => [x.teamA, x.teamB].sort().join() === [w, l].sort().join())!;
      typePasses(gas, m.sheet, w, l, 8);
    }
    // Red 75, Blue 30, Green 30, Gold 15 (complete). Red: nobody can reach 75 (Blue or Green at most 60): Q. Gold:
    // Blue and Green both finish on 30 or more: X. Blue and Green: one of them is second, or both level on 45 VP
    // with their IMP difference still open: no mark.
    const standings = gas.book.sheet(out.sheets[0]);
    expect(
      standings
        .getRange('A4:L8')
        .getValues()
        .map((r) => [r[1], r[6], r[11]]),
    ).toEqual([
      ['Team', 'VP', 'Status (1 to play)'],
      ['Red', 75, 'Q'],
      ['Blue', 30, ''],
      ['Green', 30, ''],
      ['Gold', 15, 'X'],
    ]);
    const doc = docOf(gas, out.sheets[0]);
    expect(doc.sections[0].rows.map((r) => [r.cells[1], r.mark])).toEqual([
      ['Red', 'qualified'],
      ['Blue', undefined],
      ['Green', undefined],
      ['Gold', 'out'],
    ]);
    expect(doc.sections[0].notes).toContain(
      'Q: certainly one of the two finalists, X: certainly not, whatever the VP of the 1 match still to play; a team level on VP for a place with a match to play has no mark yet.',
    );
  });

  it("reads results, never formula outputs: a protocol whose summary cells are overwritten still publishes the rules' totals", () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'T', teams: TEAMS, seed: 'h', cycles: 1 });
    const m = out.rounds[0].matches[0];
    typePasses(gas, m.sheet, m.teamA, m.teamB, 8); // 32–0 IMP: a difference of 32 over 8 games is in 30–33 → VP 25–5
    gas.book
      .sheet(m.sheet)
      .getRange('E4:F5')
      .setValues([
        [1, 2],
        [3, 4],
      ]);
    const doc = docOf(gas, out.sheets[0]);
    expect(doc.sections[0].rows[0].cells).toEqual([1, m.teamA, 1, 1, 0, 0, 25, 32, 0, '+32']);
    // No final and not every match in: nobody is marked yet.
    expect(doc.sections[0].rows.every((r) => r.mark === undefined)).toBe(true);
  });

  it("a match protocol: the rules page's protocol, and team names escaped in every format", () => {
    const gas = installFakeGas();
    const teamA = { name: 'Red | <b>[b]', players: ['Ann *x*', 'Al'] as [string, string] };
    const teamB = { name: 'Moscow', players: ['Sergej Chertkov', 'Vladimir Chelter'] as [string, string] };
    const made = createDuplicateMatch({ title: 'Seed', teamA, teamB, games: 6, seed: 's' });
    const seed: [number, string | number, string][] = [
      [2, 9, 'A'],
      [2, 'gammon', 'A'],
      [2, 'pass', 'A'],
      [1, 'pass', 'A'],
      [1, 'pass', 'A'],
      [1, 'pass', 'B'],
      [1, 'gammon', 'B'],
      [1, 'pass', 'B'],
      [1, 14, 'B'],
      [1, 'pass', 'B'],
      [1, 14, 'B'],
      [2, 'gammon', 'B'],
    ];
    gas.book
      .sheet(made.sheets[0])
      .getRange('G10:J21')
      .setValues(seed.map(([c, o, w]) => [c, '', o, w === 'A' ? teamA.name : teamB.name]));
    const doc = docOf(gas, made.sheets[0]);
    expect(doc.sections[1].rows).toEqual([
      { cells: [teamA.name, 'Ann *x*, Al', 35, 13] },
      { cells: ['Moscow', 'Sergej Chertkov, Vladimir Chelter', 43, 17], mark: 'winner' },
    ]);
    expect(doc.sections[0].columns[8].label).toBe(`IMP ${teamA.name}`);
    const publish = (format: 'bbcode' | 'markdown' | 'html') => publishFrom(asSpreadsheet(gas), { sheet: made.sheets[0], format }, EXTRACTORS, () => DATE).text;
    // Each renderer escapes the names as its format needs (src/shared/rules/publish); the extractor hands them over raw, once.
    expect(publish('html')).toContain(`<td>${htmlText(teamA.name)}</td><td>${htmlText('Ann *x*, Al')}</td>`);
    expect(publish('html')).not.toContain('<b>[b]');
    expect(publish('markdown')).toContain(markdownText(teamA.name));
    expect(publish('markdown')).toContain(markdownText('Ann *x*'));
    expect(publish('markdown')).not.toContain('Red | <b>');
    expect(publish('bbcode')).toContain(bbcodeText(teamA.name));
    expect(publish('bbcode')).toBe(render(doc, 'bbcode'));
  });
});
