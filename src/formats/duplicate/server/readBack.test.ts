/**
 * The endpoints that read a duplicate event back (chooseDuplicateFinalist, publishStandings) decide from the typed
 * protocol cells with the rules (docs/rules.md §2.6–§2.9), never from a formula's output: overwriting the standings'
 * computed cells or a protocol's totals changes nothing they decide.
 */
import { chooseDuplicateFinalist, createDuplicateTournament } from './endpoints';
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import type { FakeGas } from '../../../../dev/fake/gas';
import type { CreateDuplicateTournamentResult } from '../api';
import { EXTRACTORS } from '../../../publish';
import { DUPLICATE_EXTRACTORS } from './publish';

const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];
const all = (out: CreateDuplicateTournamentResult) => out.rounds.flatMap((r) => r.matches);

/** 8 rows of passes on cube 1, the winners alternating: 16–16 IMP, a draw at 15–15. */
function typeDraw(gas: FakeGas, sheet: string, a: string, b: string): void {
  gas.book
    .sheet(sheet)
    .getRange('G10:J17')
    .setValues(Array.from({ length: 8 }, (_, i) => [1, '', 'pass', i % 2 ? b : a]));
}

describe('reading a duplicate event back', () => {
  it('chooseDuplicateFinalist decides from the typed protocols: overwritten standings and totals change nothing', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'R', teams: TEAMS, seed: 'r', final: true, cycles: 1 });
    for (const m of all(out)) typeDraw(gas, m.sheet, m.teamA, m.teamB);
    const st = gas.book.sheet('R Standings');
    // A TD overwrites the computed table, the final's tie cell and a protocol's VP: the rules still see three teams level.
    st.getRange('A5:B7').setValues([
      [1, 'Green'],
      [2, 'Blue'],
      [3, 'Red'],
    ]);
    st.getRange('M9:N9').setValues([['', 0]]);
    gas.book.sheet(all(out)[0].sheet).getRange('F4').setValue(30);
    expect(chooseDuplicateFinalist({ sheet: 'R Standings' })).toEqual({
      sheet: 'R Standings',
      tie: true,
      contenders: ['Red', 'Blue', 'Green'],
      open: 2,
      complete: 3,
      matches: 3,
      teamA: '',
      teamB: '',
    });
    expect(chooseDuplicateFinalist({ sheet: 'R Final', teams: ['Green', 'red'] })).toMatchObject({ teamA: 'Green', teamB: 'Red' });
    expect(st.getRange('O9:P9').getValues()).toEqual([[3, 1]]);
  });

  it('a protocol renamed away: the error names it, its round and teams and the standings row', () => {
    const gas = installFakeGas();
    const out = createDuplicateTournament({ title: 'M', teams: TEAMS, seed: 'm', final: true, cycles: 1 });
    const first = out.rounds[0].matches[0];
    gas.book.sheet(first.sheet).setName('Elsewhere');
    expect(() => chooseDuplicateFinalist({ sheet: 'M Standings' })).toThrow(
      `The protocol '${first.sheet}' (round 1, ${first.teamA} v ${first.teamB}; 'M Standings' row 13) is missing: was it renamed or deleted?`,
    );
  });

  it('publishStandings registers the duplicate extractors under the sheet kinds the plans write', () => {
    expect(Object.keys(DUPLICATE_EXTRACTORS).sort()).toEqual(['duplicate-dice', 'duplicate-final', 'duplicate-protocol', 'duplicate-standings']);
    for (const [kind, extractor] of Object.entries(DUPLICATE_EXTRACTORS)) expect(EXTRACTORS[kind]).toBe(extractor);
  });
});
