/**
 * Every TORRES endpoint that checks a state and then writes does both under the document lock (docs/rules.md §0.3):
 * a second request run to completion just before the first takes the lock leaves the spreadsheet exactly as the two
 * requests one after the other, with the same answers (test/helpers/lock.ts). Endpoints: createTorresGroups,
 * createTorresChampionship and rollOverTorres (free sheet names checked, then the sheets made), withdrawTorresPlayer
 * (the group read, the withdrawal decided, the sheet and the overviews written; it names the next fictitious player).
 * readTorresOverview and the previews write nothing.
 */
import { installFakeGas } from '../../../../test/helpers/fakeGas';
import { expectSerialized } from '../../../../test/helpers/lock';
import { createTorresChampionship, createTorresGroups, rollOverTorres, withdrawTorresPlayer } from './endpoints';
import { scheduledGames, seasonPoints, typePoints } from './testHelpers';

const names = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const GROUPS = [names('A', 4), names('B', 4)];
const groups = (title = 'S') => createTorresGroups({ title, groups: GROUPS, seed: 'lock' });
const empty = () => installFakeGas();

/** A season of two groups (L1, L2), two games of L2 played. */
function season() {
  const gas = installFakeGas();
  groups();
  const l2 = gas.book.sheet('S L2');
  typePoints(l2, seasonPoints(scheduledGames(l2, 2), 'lock').slice(0, 1));
  return gas;
}

const players = (prefix: string, n: number) => names(prefix, n).map((name, i) => ({ name, elo: 1500 + 10 * i }));
const rollOver = (title: string) =>
  rollOverTorres({ title, previous: GROUPS.map((p, i) => ({ league: i + 1, group: 1, players: p })), newPlayers: [], seed: 'r' });

describe('TORRES endpoints under the document lock: a second request between the check and the write', () => {
  it('createTorresGroups twice: the second set of sheets gets " (2)" names, nothing overwritten', () => {
    const run = expectSerialized(
      empty,
      () => groups(),
      () => groups(),
    );
    expect(run.second).toEqual({ ok: true, value: { sheets: ['S leagues', 'S L1', 'S L2'], seed: 'lock' } });
    expect(run.first).toEqual({ ok: true, value: { sheets: ['S leagues (2)', 'S L1 (2)', 'S L2 (2)'], seed: 'lock' } });
  });

  it('createTorresGroups with two titles whose names clash', () => {
    const run = expectSerialized(
      empty,
      () => createTorresGroups({ title: 'S', groups: [names('A', 4)], seed: 'x' }),
      () => groups(),
    );
    expect(run.first.ok && run.first.value.sheets).toEqual(['S leagues (2)', 'S L1 (2)']);
  });

  it('createTorresChampionship twice', () => {
    const create = () => createTorresChampionship({ title: 'C', players: players('P', 12), seed: 'c' });
    const run = expectSerialized(empty, create, create);
    expect(run.second.ok && run.second.value.sheets).toEqual(['C leagues', 'C L1']);
    expect(run.first.ok && run.first.value.sheets).toEqual(['C leagues (2)', 'C L1 (2)']);
  });

  it('rollOverTorres twice, and against a creation taking its names', () => {
    const run = expectSerialized(
      empty,
      () => rollOver('N'),
      () => rollOver('N'),
    );
    expect(run.second.ok && run.second.value.sheets[0]).toBe('N roll-over');
    expect(run.first.ok && run.first.value.sheets[0]).toBe('N roll-over (2)');
    expectSerialized(
      empty,
      () => rollOver('S'),
      () => groups(),
    );
  });

  it('withdrawTorresPlayer twice for the same player: the second is refused, nothing written twice', () => {
    const withdraw = () => withdrawTorresPlayer({ sheet: 'S L2', player: 'B2' });
    const run = expectSerialized(season, withdraw, withdraw);
    expect(run.second.ok).toBe(true);
    expect(run.first).toEqual({ ok: false, error: expect.stringMatching(/B2.*already withdrawn/) });
  });

  it('withdrawTorresPlayer for two players of one group: forfait, then Forfait bis, each recorded once', () => {
    const run = expectSerialized(
      season,
      () => withdrawTorresPlayer({ sheet: 'S L2', player: 'B3' }),
      () => withdrawTorresPlayer({ sheet: 'S L2', player: 'B1' }),
    );
    expect(run.second.ok && run.second.value.replacedBy).toBe('forfait');
    expect(run.first.ok && run.first.value.replacedBy).toBe('Forfait bis');
  });

  it('withdrawTorresPlayer against a new season created with clashing names', () => {
    expectSerialized(
      season,
      () => withdrawTorresPlayer({ sheet: 'S L2', player: 'B4' }),
      () => groups(),
    );
  });
});
