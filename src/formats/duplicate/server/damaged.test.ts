/**
 * A damaged settings block (docs/rules.md §0.3): the cells the add-on wrote and reads back — a protocol's games per
 * room (D2) and IMP table (Y9), the standings' match count (F2) — typed over. Each is named with what belongs there
 * wherever the TD looks (the problems listed above a post, the finalist report); the read-only calls still answer,
 * from the metadata and the tables; a write (the finalist choice) is refused naming the cells, and writes nothing.
 */
import { installFakeGas, asSpreadsheet } from '../../../../test/helpers/fakeGas';
import { EXTRACTORS, publishFrom } from '../../../publish';
import { chooseDuplicateFinalist, createDuplicateTournament } from './endpoints';
import { duplicateProblems } from './publish';

const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];

describe('a damaged settings block of a duplicate event', () => {
  const gas = installFakeGas();
  const out = createDuplicateTournament({ title: 'Cup', teams: TEAMS, seed: 'd', cycles: 1, final: true });
  const matches = out.rounds.flatMap((r) => r.matches);
  // Every match 16–16 IMP: three teams level for both final places.
  for (const m of matches) {
    gas.book
      .sheet(m.sheet)
      .getRange('G10:J17')
      .setValues(Array.from({ length: 8 }, (_, i) => [1, '', 'pass', i % 2 ? m.teamB : m.teamA]));
  }
  const ss = asSpreadsheet(gas);
  const standings = 'Cup Standings';
  const protocol = gas.book.sheet(matches[0].sheet);
  const post = () => publishFrom(ss, { sheet: standings, format: 'bbcode' }, EXTRACTORS, () => '2026-11-27');
  const clean = post();
  const report = chooseDuplicateFinalist({ sheet: standings });

  it('is named with what belongs there; publishing and the report still answer as before', () => {
    expect(clean.problems).toEqual([]);
    protocol.getRange('D2').setValue('four');
    protocol.getRange('Y9').setValue('IMP');
    gas.book.sheet(standings).getRange('F2').setValue('?');
    const damaged = [
      `"${matches[0].sheet}" D2: should hold the games per room, 4; it holds "four"`,
      expect.stringMatching(new RegExp(`^"${matches[0].sheet}" Y9: the scoring tables were edited: it should hold "IMP \\(fairbg\\)"; it holds "IMP"`)),
    ];
    const named = [`"${standings}" F2: should hold the number of matches, 3; it holds "?"`, ...damaged];
    expect(duplicateProblems(ss, ss.getSheetByName(standings)!)).toEqual(named);
    expect(duplicateProblems(ss, ss.getSheetByName(matches[0].sheet)!)).toEqual(damaged);
    expect(post()).toEqual({ ...clean, problems: named });
    expect(chooseDuplicateFinalist({ sheet: standings })).toEqual({ ...report, problems: named });
  });

  it('a finalist choice is refused, naming the cells, and writes nothing', () => {
    const choice = gas.book.sheet(standings).getRange('O9:P9');
    const before = choice.getValues();
    expect(() => chooseDuplicateFinalist({ sheet: standings, teams: ['Red', 'Blue'] })).toThrow(
      new RegExp(`undo these edits first \\(nothing was written\\):\\n"${standings}" F2: .*\\n"${matches[0].sheet}" D2: .*\\n"${matches[0].sheet}" Y9: `),
    );
    expect(choice.getValues()).toEqual(before);
  });

  it('an IMP table whose header and values are both edited: refused, naming the header and what belongs there', () => {
    protocol.getRange('Y11').setValue(5);
    expect(() => post()).toThrow(`'${matches[0].sheet}': Y9 should name the IMP table ("IMP (fairbg)" or "IMP (WBF)"); it holds "IMP"`);
    protocol.getRange('Y9:Y11').setValues([['IMP (fairbg)'], [0], [1]]);
    protocol.getRange('D2').setValue(4);
    gas.book.sheet(standings).getRange('F2').setValue(3);
    expect(post()).toEqual(clean);
    expect(chooseDuplicateFinalist({ sheet: standings })).toEqual(report);
  });
});
