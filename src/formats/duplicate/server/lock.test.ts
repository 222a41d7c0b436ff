/**
 * docs/rules.md §0.3, every check-then-act runs inside the document lock: each duplicate endpoint that checks the
 * spreadsheet and then writes (createDuplicateMatch and createDuplicateTournament: free sheet names; printDiceSet:
 * free names; chooseDuplicateFinalist: the tie, the complete matches and the level teams, then the choice) is run
 * with a second request completing just before it takes the lock. The world must end exactly as if the second had
 * run first, then the first (test/helpers/lock.ts).
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { expectSerialized } from '../../../../test/helpers/lock';
import type { FakeGas } from '../../../../dev/fake/gas';
import { chooseDuplicateFinalist, createDuplicateMatch, createDuplicateTournament, printDiceSet } from './endpoints';

const TEAMS = [
  { name: 'Red', players: ['Rita', 'Ron'] as [string, string] },
  { name: 'Blue', players: ['Bea', 'Bo'] as [string, string] },
  { name: 'Green', players: ['Gus', 'Gia'] as [string, string] },
];
const match = (title: string) => () =>
  createDuplicateMatch({
    title,
    teamA: { name: 'Kharkov', players: ['Garal', 'Krasov'] },
    teamB: { name: 'Moscow', players: ['Chertkov', 'Chelter'] },
    seed: 's',
  });
const event = (title: string) => () => createDuplicateTournament({ title, teams: TEAMS, seed: 's', cycles: 1, games: 4, final: true });

/** An event of three teams, every match drawn 16–16 IMP (15–15 VP): all three level for both final places. */
function levelEvent(): FakeGas {
  const gas = installFakeGas();
  const out = event('L')();
  for (const m of out.rounds.flatMap((r) => r.matches)) {
    gas.book
      .sheet(m.sheet)
      .getRange('G10:J17')
      .setValues(Array.from({ length: 8 }, (_, i) => [1, '', 'pass', i % 2 ? m.teamB : m.teamA]));
  }
  return gas;
}

describe('duplicate endpoints: a second request at the lock ends as if the two came one after the other', () => {
  it('createDuplicateMatch twice with the same title: two matches, the second named " (2)"', () => {
    const run = expectSerialized(installFakeGas, match('M'), match('M'));
    expect(run.second).toMatchObject({ ok: true, value: { sheets: expect.arrayContaining(['M Protocol']) } });
    expect(run.first).toMatchObject({ ok: true, value: { sheets: expect.arrayContaining(['M Protocol (2)']) } });
  });

  it('createDuplicateTournament twice with the same title, and against a match taking its names', () => {
    const twice = expectSerialized(installFakeGas, event('E'), event('E'));
    expect(twice.second).toMatchObject({ ok: true, value: { sheets: expect.arrayContaining(['E Standings']) } });
    expect(twice.first).toMatchObject({ ok: true, value: { sheets: expect.arrayContaining(['E Standings (2)']) } });
    const mixed = expectSerialized(installFakeGas, event('E'), match('E'));
    expect([mixed.first.ok, mixed.second.ok]).toEqual([true, true]);
  });

  it('printDiceSet twice with the same title and set: the second copy named " (2)"', () => {
    const print = () => printDiceSet({ title: 'D', seed: 's', set: 3 });
    const run = expectSerialized(installFakeGas, print, print);
    expect(run.second).toMatchObject({ ok: true, value: { sheets: ['D Set 3 referee', 'D Set 3 OPEN', 'D Set 3 CLOSED'] } });
    expect(run.first).toMatchObject({ ok: true, value: { sheets: ['D Set 3 referee (2)', 'D Set 3 OPEN (2)', 'D Set 3 CLOSED (2)'] } });
  });

  it('chooseDuplicateFinalist: the same choice twice', () => {
    const choose = () => chooseDuplicateFinalist({ sheet: 'L Standings', teams: ['Blue', 'Red'] });
    const run = expectSerialized(levelEvent, choose, choose);
    expect(run.first).toMatchObject({ ok: true, value: { teamA: 'Blue', teamB: 'Red' } });
    expect(run.second).toMatchObject({ ok: true, value: { teamA: 'Blue', teamB: 'Red' } });
  });

  it('chooseDuplicateFinalist: two different choices, and a choice against clearing it (the later one stands)', () => {
    const choose = (teams: string[]) => () => chooseDuplicateFinalist({ sheet: 'L Final', teams });
    const run = expectSerialized(levelEvent, choose(['Green', 'Red']), choose(['Blue', 'Green']));
    expect(run.first).toMatchObject({ ok: true, value: { teamA: 'Green', teamB: 'Red' } });
    const cleared = expectSerialized(levelEvent, choose([]), choose(['Blue', 'Green']));
    expect(cleared.first).toMatchObject({ ok: true, value: { teamA: '', teamB: '' } });
  });

  it('chooseDuplicateFinalist: a report while a choice is written reads the choice', () => {
    const run = expectSerialized(
      levelEvent,
      () => chooseDuplicateFinalist({ sheet: 'L Standings' }),
      () => chooseDuplicateFinalist({ sheet: 'L Standings', teams: ['Red', 'Blue'] }),
    );
    expect(run.first).toMatchObject({ ok: true, value: { tie: true, teamA: 'Red', teamB: 'Blue' } });
  });
});
